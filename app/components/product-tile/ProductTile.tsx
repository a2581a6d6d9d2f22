import {useContext, useEffect, useRef, useState} from 'react';
import {
  PrefetchPageLinks,
  useNavigate,
  type FetcherWithComponents,
} from 'react-router';
import {
  colourPath,
  hasSizesToAdd,
  type ColourOption,
  type SearchProduct,
} from '~/lib/search/hits';
import {localizePath} from '~/lib/locale-paths';
import {useLocale} from '~/components/LocaleLink';
import {Price} from '~/components/Price';
import {WishlistHeart} from '~/components/wishlist/WishlistHeart';
import {listingItem} from '~/lib/analytics/events';
import {NotifyMeButton} from '~/components/back-in-stock/NotifyMeButton';
import {TileBadge} from './TileBadge';
import {
  TILE_IMAGE_SIZES,
  TileBottomControls,
  TileImage,
  TileVideo,
} from './TileMedia';
import {TileOffers} from './TileOffers';
import {TileSwatches} from './TileSwatches';
import {
  MINI_CART_AUTO_CLOSE_MS,
  QuickAddToggle,
  SizeStrip,
  STRIP_MEDIA,
} from './QuickAdd';
import {useMiniCartAfterAdd} from '~/components/cart/use-mini-cart-after-add';
import {Kept} from '~/components/ui/Kept';
import {useTileFetcher} from '~/components/ui/tile-fetcher';
import {inIdleTurns} from '~/components/ui/idle';
import {isPlainClick} from '~/lib/plain-click';
import {TileClicks} from '~/components/search-overlay/track-client';
import {oncePerObject} from '~/lib/recent';

/** The resource route that answers one product, fresh from the search service. */
export const TILE_REFRESH_PATH = '/api/product-tile';

type TileRefresh = {product: SearchProduct | null; error?: string};

/** The colour the shopper picked, for the listing product it replaced. */
type ChosenColour = {forHandle: string; product: SearchProduct};

export type ProductTileProps = {
  product: SearchProduct;
  /** The first row loads its photos eagerly; the rest lazily. */
  priority?: boolean;
  /** The photo's `sizes`: the tile's drawn width in its grid (TILE_IMAGE_SIZES elsewhere). */
  imageSizes?: string;
  /** On a collection page: carried to the product page, and remembered for the way back. */
  collectionHandle?: string;
  onOpen?: (product: SearchProduct) => void;
  headingLevel?: 2 | 3;
};

/**
 * A product in a listing: photo or video, badge, wishlist heart, name, price, offers,
 * colours, and sizes to add straight to the cart. Everything is a link or a form, so
 * it works before (and without) JavaScript.
 *
 * All but the heart is `TileBody`, which the server draws once per product, site and
 * place and then copies (`Kept`, decision 019); the heart is the shopper's own.
 */
export function ProductTile({
  product: initial,
  priority = false,
  imageSizes = TILE_IMAGE_SIZES,
  collectionHandle,
  onOpen,
  headingLevel = 3,
}: ProductTileProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ChosenColour | null>(null);
  // A new listing (another page, sort or filter) shows its own product, not an old pick.
  const product =
    chosen && chosen.forHandle === initial.handle
      ? {...chosen.product, position: initial.position}
      : initial;
  const [pendingColour, setPendingColour] = useState<string | null>(null);
  const refresh = useRef<AbortController | null>(null);
  useEffect(() => () => refresh.current?.abort(), []);
  const intent = useIntent(hasSizesToAdd(product));

  const cartFetcher = useTileFetcher({key: `quick-add:${initial.handle}`});
  useMiniCartAfterAdd(cartFetcher, {
    autoCloseMs: MINI_CART_AUTO_CLOSE_MS,
    showErrors: true,
  });

  const productPath = `/products/${product.handle}${collectionHandle ? `?collection=${encodeURIComponent(collectionHandle)}` : ''}`;
  const productUrl = localizePath(productPath, locale);

  /** The tile's links are plain anchors (TileBody draws without the router): the router follows them here. */
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onOpen?.(product);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(event.currentTarget.getAttribute('href') ?? productUrl);
  };

  // The search service's click pixel, sent on mouse-down by listings and the overlay.
  const sendClick = useContext(TileClicks);
  const press = sendClick ? () => sendClick(product) : undefined;

  /** Shows the colour in this tile, fresh from the search service; its page when that fails. */
  const chooseColour = async (colour: ColourOption) => {
    refresh.current?.abort();
    const controller = new AbortController();
    refresh.current = controller;
    setPendingColour(colour.handle);
    const url = `${localizePath(TILE_REFRESH_PATH, locale)}?handle=${encodeURIComponent(colour.handle)}`;
    let answer: TileRefresh | null = null;
    try {
      const response = await fetch(url, {
        signal: controller.signal,
        headers: {Accept: 'application/json'},
      });
      answer = (await response.json()) as TileRefresh;
    } catch (error) {
      if (controller.signal.aborted) return;
      answer = {
        product: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    if (controller.signal.aborted) return;
    setPendingColour(null);
    if (answer?.product?.handle === colour.handle) {
      setChosen({forHandle: initial.handle, product: answer.product});
    } else {
      console.error(answer?.error ?? 'cannot find the product', {
        handle: colour.handle,
      });
      void navigate(localizePath(colourPath(colour), locale));
    }
  };

  // Where a product stands in the listing is not drawn: the same tile is kept for every
  // place it appears in (another sort, filter or page).
  const drawn: SearchProduct = {...product, position: 0};
  const looks = {priority, imageSizes, headingLevel, locale, productUrl};
  return (
    <article
      className="product-tile group/tile relative flex min-w-0 flex-col gap-1 break-words whitespace-normal normal-case"
      data-product-handle={product.handle}
      data-position={product.position || undefined}
      aria-busy={pendingColour ? true : undefined}
      {...intent.handlers}
    >
      {/* Over the photo's top right corner (the photo box is the tile's top), and first
          for the keyboard as it is for the eye; z-10 lifts it over the photo box after it. */}
      <div className="absolute top-1 right-1 z-10">
        <WishlistHeart
          handle={product.handle}
          title={product.title}
          item={listingItem(product)}
        />
      </div>
      <Kept content={() => keptKey(product, looks)}>
        <TileBody
          product={drawn}
          {...looks}
          fetcher={cartFetcher}
          withStrip={intent.reached}
          follow={follow}
          press={press}
          onChoose={(colour) => void chooseColour(colour)}
          pendingColour={pendingColour}
        />
      </Kept>
      {intent.shown ? <PrefetchPageLinks page={productUrl} /> : null}
    </article>
  );
}

/**
 * A kept tile's key: what it draws, as JSON. The product's part is written once for each
 * product object: the server's pages share the products of an answer they share.
 */
const keptKey = (product: SearchProduct, looks: object) =>
  `${productJson(product)}${JSON.stringify(looks)}`;
const productJson = oncePerObject((product: SearchProduct) =>
  JSON.stringify({...product, position: 0}),
);

/**
 * The router's "intent" prefetch, which the tile's plain anchors lack: the product page's
 * code and data are fetched after 100 ms of hover, or at once on focus or touch. `reached`
 * turns true the first time a pointer or the keyboard arrives, and stays: the desktop's
 * size strip is drawn from then on. On a desktop a tile with a strip (`withStrip`) is also
 * reached in one of the page's quiet moments after it hydrates, so a screen reader browsing
 * the page without moving focus meets every tile's sizes; phones never draw it.
 */
function useIntent(withStrip: boolean) {
  const [shown, setShown] = useState(false);
  const [reached, setReached] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!withStrip || !window.matchMedia(STRIP_MEDIA).matches) return;
    return inIdleTurns(() => setReached(true));
  }, [withStrip]);
  const show = () => setShown(true);
  return {
    shown,
    reached,
    handlers: {
      onMouseEnter: () => {
        setReached(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(show, 100);
      },
      onMouseLeave: () => clearTimeout(timer.current),
      onFocus: () => {
        setReached(true);
        show();
      },
      onTouchStart: show,
    },
  };
}

/**
 * Everything of a tile but the heart, drawn from its props alone: no router, no
 * location, no shopper. The server keeps its markup (Kept), so a context read here would
 * be drawn once for everyone, and the browser's first render must match it.
 */
function TileBody({
  product,
  priority,
  imageSizes,
  headingLevel,
  locale,
  productUrl,
  fetcher,
  withStrip,
  follow,
  press,
  onChoose,
  pendingColour,
}: {
  product: SearchProduct;
  priority: boolean;
  imageSizes: string;
  headingLevel: 2 | 3;
  locale: string;
  productUrl: string;
  fetcher: FetcherWithComponents<unknown>;
  /** Draws the desktop's size strip: false on the server and until the tile is reached. */
  withStrip: boolean;
  follow: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** The photo's and name's mouse-down: the search service's click pixel. */
  press?: () => void;
  onChoose: (colour: ColourOption) => void;
  pendingColour: string | null;
}) {
  const cartPath = localizePath('/cart', locale);
  const {badge, variants: sizes} = product;
  const showVideo = Boolean(product.videoInCollection && product.videoUrl);
  const Heading = `h${headingLevel}` as const;

  // The photo repeats the name link for pointer users; keyboards and screen readers use the name.
  const mediaLink = (media: React.ReactNode) => (
    <a
      href={productUrl}
      className="block h-full"
      tabIndex={-1}
      aria-hidden="true"
      onClick={follow}
      onMouseDown={press}
    >
      {media}
    </a>
  );

  const sizePicker = {
    variants: sizes,
    productType: product.productType,
    title: product.title,
    cartPath,
    fetcher,
  };

  // The tile's photo; a video tile keeps it beneath the video until that plays.
  const photo = (
    <TileImage
      url={product.imageUrl}
      alt=""
      priority={priority}
      sizes={imageSizes}
    />
  );

  // Desktop: sizes slide up over the photo's foot while the pointer or keyboard is anywhere
  // on the tile (the heart over the photo included), drawn once the tile is first reached:
  // phones never show them, and a listing's 48 strips were a sixth of its markup to parse
  // and hydrate. Phones, and pages read without JavaScript: '+ QUICK ADD'.
  const sizeStrip =
    withStrip && hasSizesToAdd(product) ? <SizeStrip {...sizePicker} /> : null;

  return (
    <>
      {/* Below the first row the photo's box is drawn only near the screen, so its lazy photo
          loads then: on a slow connection Chrome fetches lazy photos up to a few screens
          ahead (all 32 of a collection on 2G). The box keeps its size from its aspect ratio. */}
      <div
        className={`product-tile__media relative aspect-(--theme-tile-ratio) overflow-hidden bg-surface${priority ? '' : ' [content-visibility:auto]'}`}
      >
        {showVideo ? (
          <TileVideo
            src={product.videoUrl!}
            photo={photo}
            title={product.title}
            wrap={mediaLink}
            strip={sizeStrip}
          />
        ) : (
          <>
            {mediaLink(photo)}
            {sizeStrip ? (
              <TileBottomControls>{sizeStrip}</TileBottomControls>
            ) : null}
          </>
        )}
        {/* Leaves room for the heart: a long badge wraps instead of running under it. */}
        <TileBadge
          badge={badge}
          className="absolute top-2 left-2 max-w-[calc(100%-4rem)]"
        />
      </div>
      <Heading className="product-tile__title mt-2 mb-0 text-sm leading-snug font-normal normal-case">
        <a
          href={productUrl}
          className="block no-underline hover:underline"
          onClick={follow}
          onMouseDown={press}
        >
          {product.title}
        </a>
      </Heading>
      <Price price={product.price} compareAt={product.compareAtPrice} />
      <TileOffers offers={product.offers} />
      <TileSwatches
        colors={product.colors}
        currentHandle={product.handle}
        productUrl={productUrl}
        locale={locale}
        onChoose={onChoose}
        onFollow={follow}
        pendingHandle={pendingColour}
      />
      {hasSizesToAdd(product) ? (
        <QuickAddToggle {...sizePicker} />
      ) : product.inStock ? null : (
        <NotifyMeButton
          locale={locale}
          product={{
            id: product.id,
            handle: product.handle,
            title: product.title,
            variants: sizes.map((variant) => ({
              id: variant.id,
              size: variant.size,
              inventoryQuantity: variant.inventoryQuantity,
            })),
          }}
        />
      )}
    </>
  );
}
