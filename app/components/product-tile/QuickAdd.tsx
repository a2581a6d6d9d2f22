import {useEffect, useRef, useState} from 'react';
import type {FetcherWithComponents} from 'react-router';
import type {TileVariant} from '~/lib/search/hits';
import {isSizeDisabled} from '~/lib/sizes';
import {addAcrossTabs} from '~/components/cart/add-across-tabs';
import {QUICK_ADD_INPUT} from './cart-input';

/** The mini cart shows what was added, then closes by itself. */
export const MINI_CART_AUTO_CLOSE_MS = 600;

type SizeButtonsProps = {
  variants: TileVariant[];
  productType: string;
  title: string;
  cartPath: string;
  fetcher: FetcherWithComponents<unknown>;
  context: 'desktop-overlay' | 'default';
};

/** What a tile's size pickers post: its sizes, to its cart, through its quick-add fetcher. */
export type SizePickerProps = Omit<SizeButtonsProps, 'context'>;

/** Where the strip shows: app.css's `hover-desktop` variant. */
export const STRIP_MEDIA = '(hover: hover) and (min-width: 768px)';

/**
 * The desktop's strip of sizes over the photo's foot: closed to nothing, it rises while the
 * pointer or keyboard is on the tile. A tile draws it when first reached, already hovered,
 * so it rises from its starting style (`.product-tile__overlay` in app.css).
 */
export function SizeStrip(props: SizePickerProps) {
  return (
    <div className="product-tile__overlay hidden w-full grid-rows-[0fr] transition-[grid-template-rows] duration-200 group-focus-within/tile:grid-rows-[1fr] group-hover/tile:grid-rows-[1fr] hover-desktop:grid motion-reduce:transition-none">
      <div className="min-h-0 overflow-hidden">
        <div className="bg-white/90 p-2">
          <SizeButtons {...props} context="desktop-overlay" />
        </div>
      </div>
    </div>
  );
}

/**
 * '+ QUICK ADD': phones (and desktops without JavaScript) open the sizes from it. Closed,
 * it holds them in a `<noscript>` copy, which a browser running scripts keeps as one piece
 * of text: a listing's 48 pickers were a sixth of its elements to build and hydrate, for
 * the one or two a shopper opens. They are drawn when first opened, and stay.
 */
export function QuickAddToggle(props: SizePickerProps) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const sizes = <SizeButtons {...props} context="default" />;
  // Opened before the page hydrated: that toggle went by unheard.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className="product-tile__quick-add group/quick hover-desktop:hidden noscript:hover-desktop:block"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="inline-block min-h-11 cursor-pointer list-none py-2.5 text-xs font-bold tracking-wider [&::-webkit-details-marker]:hidden">
        + QUICK ADD
      </summary>
      {opened ? sizes : <noscript>{sizes}</noscript>}
    </details>
  );
}

/**
 * One button per size, each posting its own variant to the cart: a plain form, so
 * it works without JavaScript too. Desktop shows these over the photo on hover;
 * phones open them from '+ QUICK ADD'. Only the desktop overlay keeps gift cards and
 * e-vouchers pressable when none are counted in stock.
 */
function SizeButtons({
  variants,
  productType,
  title,
  cartPath,
  fetcher,
  context,
}: SizeButtonsProps) {
  const pendingVariant =
    fetcher.state !== 'idle' ? fetcher.formData?.get('merchandiseId') : null;
  return (
    <form
      method="post"
      action={cartPath}
      className="size-buttons"
      onSubmit={addAcrossTabs(fetcher, cartPath)}
    >
      <input type="hidden" name="cartFormInput" value={QUICK_ADD_INPUT} />
      <div
        role="group"
        aria-label={`Add ${title} to cart in size`}
        // The buttons are styled by `.size-buttons button` in app.css: a listing draws up to
        // twenty per tile, and a class list on each (or on each group) adds 16–60 KB to a page.
        className="flex flex-wrap gap-1"
      >
        {variants.map((variant) => {
          const pending = pendingVariant === variant.id;
          return (
            <button
              key={variant.id}
              type="submit"
              name="merchandiseId"
              value={variant.id}
              disabled={isSizeDisabled({
                inventory: variant.inventoryQuantity,
                productType,
                context,
              })}
              aria-busy={pending || undefined}
              data-pending={pending || undefined}
            >
              {variant.size}
              {pending ? (
                <span className="sr-only"> adding to cart…</span>
              ) : null}
            </button>
          );
        })}
      </div>
    </form>
  );
}
