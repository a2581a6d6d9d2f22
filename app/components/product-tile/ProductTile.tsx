import {useEffect, useState} from 'react';
import {Link, useFetcher} from 'react-router';
import type {ColourOption, SearchProduct} from '~/lib/search/hits';
import {featuredOffers, productBadge} from '~/lib/badges';
import {sortBySize} from '~/lib/sizes';
import {localizePath} from '~/lib/sites';
import {useLocale} from '~/components/LocaleLink';
import {Price} from '~/components/Price';
import {WishlistHeart} from '~/components/wishlist/WishlistHeart';
import {listingItem} from '~/lib/analytics/events';
import {NotifyMeButton} from '~/components/back-in-stock/NotifyMeButton';
import {TileBadge} from './TileBadge';
import {TileImage, TileVideo} from './TileMedia';
import {TileOffers} from './TileOffers';
import {TileSwatches} from './TileSwatches';
import {SizeButtons, useOpenMiniCartAfterAdd} from './QuickAdd';

/** The resource route that answers one product, fresh from the search service. */
export const TILE_REFRESH_PATH = '/api/product-tile';

type TileRefresh = {product: SearchProduct | null; error?: string};

export type ProductTileProps = {
  product: SearchProduct;
  /** The first row loads its photos eagerly; the rest lazily. */
  priority?: boolean;
  /** On a collection page: carried to the product page, and remembered for the way back. */
  collectionHandle?: string;
  onOpen?: (product: SearchProduct) => void;
  headingLevel?: 2 | 3;
};

/**
 * A product in a listing: photo or video, badge, wishlist heart, name, price, offers,
 * colours, and sizes to add straight to the cart. Everything is a link or a form, so
 * it works before (and without) JavaScript.
 */
export function ProductTile({product: initial, priority = false, collectionHandle, onOpen, headingLevel = 3}: ProductTileProps) {
  const locale = useLocale();
  const [product, setProduct] = useState(initial);
  useEffect(() => setProduct(initial), [initial]);

  const colourFetcher = useFetcher<TileRefresh>();
  const [pendingColour, setPendingColour] = useState<string | null>(null);
  useEffect(() => {
    if (colourFetcher.state !== 'idle' || !pendingColour) return;
    const answer = colourFetcher.data;
    if (answer?.product) setProduct((shown) => ({...answer.product!, position: shown.position}));
    else if (answer) console.error(answer.error ?? 'cannot find the product', {handle: pendingColour});
    setPendingColour(null);
  }, [colourFetcher.state, colourFetcher.data, pendingColour]);

  const cartFetcher = useFetcher({key: `quick-add:${initial.handle}`});
  useOpenMiniCartAfterAdd(cartFetcher);

  const productPath = `/products/${product.handle}${collectionHandle ? `?collection=${encodeURIComponent(collectionHandle)}` : ''}`;
  const productUrl = localizePath(productPath, locale);
  const cartPath = localizePath('/cart', locale);
  const badge = productBadge({
    tags: product.tags,
    price: product.price.amount,
    compareAtPrice: product.compareAtPrice?.amount,
    inStock: product.inStock,
    productType: product.productType,
  });
  const sizes = sortBySize(product.variants, (variant) => variant.size);
  const showVideo = Boolean(product.videoInCollection && product.videoUrl);
  const Heading = `h${headingLevel}` as const;
  const tracking = product.tracking
    ? {'data-intellisuggest-data': product.tracking.data, 'data-intellisuggest-signature': product.tracking.signature}
    : {};

  const chooseColour = (colour: ColourOption) => {
    setPendingColour(colour.handle);
    void colourFetcher.load(`${localizePath(TILE_REFRESH_PATH, locale)}?handle=${encodeURIComponent(colour.handle)}`);
  };

  // The photo repeats the name link for pointer users; keyboards and screen readers use the name.
  const mediaLink = (media: React.ReactNode) => (
    <Link
      to={productUrl}
      className="product-tile__media-link"
      tabIndex={-1}
      aria-hidden="true"
      prefetch="intent"
      onClick={() => onOpen?.(product)}
      {...tracking}
    >
      {media}
    </Link>
  );

  return (
    <article
      className="product-tile"
      data-product-handle={product.handle}
      data-position={product.position || undefined}
      aria-busy={pendingColour ? true : undefined}
    >
      <div className="product-tile__media">
        {showVideo ? (
          <TileVideo src={product.videoUrl!} poster={product.imageUrl} title={product.title} wrap={mediaLink} />
        ) : (
          mediaLink(<TileImage url={product.imageUrl} alt="" priority={priority} />)
        )}
        <TileBadge badge={badge} />
        <div className="product-tile__wishlist">
          <WishlistHeart handle={product.handle} title={product.title} item={listingItem(product)} />
        </div>
        {product.inStock && sizes.length > 0 ? (
          <div className="product-tile__overlay">
            <SizeButtons
              variants={sizes}
              productType={product.productType}
              title={product.title}
              cartPath={cartPath}
              fetcher={cartFetcher}
              context="desktop-overlay"
            />
          </div>
        ) : null}
      </div>
      <Heading className="product-tile__title">
        <Link to={productUrl} prefetch="intent" onClick={() => onOpen?.(product)} {...tracking}>
          {product.title}
        </Link>
      </Heading>
      <Price price={product.price} compareAt={product.compareAtPrice} />
      <TileOffers offers={featuredOffers(product.tags)} />
      <TileSwatches
        colors={product.colors}
        currentHandle={product.handle}
        productUrl={productUrl}
        locale={locale}
        onChoose={chooseColour}
        pendingHandle={pendingColour}
      />
      {product.inStock ? (
        sizes.length > 0 ? (
          <details className="product-tile__quick-add">
            <summary>+ QUICK ADD</summary>
            <SizeButtons
              variants={sizes}
              productType={product.productType}
              title={product.title}
              cartPath={cartPath}
              fetcher={cartFetcher}
              context="default"
            />
          </details>
        ) : null
      ) : (
        <NotifyMeButton
          product={{
            id: product.id,
            handle: product.handle,
            title: product.title,
            variants: sizes.map((variant) => ({id: variant.id, size: variant.size, inventoryQuantity: variant.inventoryQuantity})),
          }}
        />
      )}
    </article>
  );
}
