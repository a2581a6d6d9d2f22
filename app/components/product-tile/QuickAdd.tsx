import type {FetcherWithComponents} from 'react-router';
import type {TileVariant} from '~/lib/search/hits';
import {isSizeDisabled} from '~/lib/sizes';
import {addAcrossTabs} from '~/components/cart/add-across-tabs';
import {QUICK_ADD_INPUT} from './cart-input';

/** The mini cart shows what was added, then closes by itself. */
export const MINI_CART_AUTO_CLOSE_MS = 600;

/**
 * The desktop's strip of sizes over the photo's foot: closed to nothing, it rises while the
 * pointer or keyboard is on the tile. A tile draws it when first reached, already hovered,
 * so it rises from its starting style (`.product-tile__overlay` in app.css).
 */
export function SizeStrip({children}: {children: React.ReactNode}) {
  return (
    <div className="product-tile__overlay hidden w-full grid-rows-[0fr] transition-[grid-template-rows] duration-200 group-focus-within/tile:grid-rows-[1fr] group-hover/tile:grid-rows-[1fr] hover-desktop:grid motion-reduce:transition-none">
      <div className="min-h-0 overflow-hidden">
        <div className="bg-white/90 p-2">{children}</div>
      </div>
    </div>
  );
}

/**
 * One button per size, each posting its own variant to the cart: a plain form, so
 * it works without JavaScript too. Desktop shows these over the photo on hover;
 * phones open them from '+ QUICK ADD'. Only the desktop overlay keeps gift cards and
 * e-vouchers pressable when none are counted in stock.
 */
export function SizeButtons({
  variants,
  productType,
  title,
  cartPath,
  fetcher,
  context,
}: {
  variants: TileVariant[];
  productType: string;
  title: string;
  cartPath: string;
  fetcher: FetcherWithComponents<unknown>;
  context: 'desktop-overlay' | 'default';
}) {
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
