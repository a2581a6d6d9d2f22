import {useFetcher} from 'react-router';
import type {ProductVariant} from '~/lib/product';
import {addToCartInput} from '~/components/product-tile/cart-input';
import {useMiniCartAfterAdd} from '~/components/cart/use-mini-cart-after-add';
import {addAcrossTabs} from '~/components/cart/add-across-tabs';
import type {CartMessage} from '~/lib/cart/messages';
import {button} from '~/components/ui/button';

/** A size box: ringed when chosen, struck through when sold out. */
const SIZE =
  'inline-block min-h-11 min-w-12 border border-line px-3 py-[0.6rem] text-center peer-checked:border-ink peer-checked:shadow-[inset_0_0_0_1px_var(--color-ink)] peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-disabled:text-muted peer-disabled:line-through';

type CartAnswer =
  | {errors?: {message?: string}[] | null; warnings?: CartMessage[] | null}
  | undefined;

/**
 * Size choice and 'Add to cart'. Each size radio carries the whole cart form input
 * for its variant, so the chosen size decides what is posted, with or without
 * JavaScript. Sold-out sizes can't be chosen.
 */
export function AddToCart({
  variants,
  cartPath,
  onSelect,
}: {
  variants: ProductVariant[];
  cartPath: string;
  onSelect?: (variant: ProductVariant) => void;
}) {
  const fetcher = useFetcher<CartAnswer>({key: 'product-add-to-cart'});
  const only =
    variants.length === 1 && variants[0].availableForSale ? variants[0] : null;
  const anyAvailable = variants.some((variant) => variant.availableForSale);
  const busy = fetcher.state !== 'idle';

  useMiniCartAfterAdd(fetcher);

  const errors =
    !busy && fetcher.data?.errors?.length ? fetcher.data.errors : null;

  return (
    <fetcher.Form
      method="post"
      action={cartPath}
      className="add-to-cart"
      onSubmit={addAcrossTabs(fetcher, cartPath)}
    >
      <fieldset className="size-picker my-4 flex flex-wrap gap-2 border-0 p-0">
        <legend className="mb-2 font-bold">Size</legend>
        {variants.map((variant) => (
          <label key={variant.id} className="relative">
            <input
              type="radio"
              name="cartFormInput"
              value={addToCartInput(variant.id)}
              required
              disabled={!variant.availableForSale}
              defaultChecked={variant.id === only?.id}
              onChange={() => onSelect?.(variant)}
              className="peer absolute inset-0 opacity-0"
            />
            <span className={SIZE}>
              {variant.size}
              {!variant.availableForSale ? (
                <span className="sr-only"> (sold out)</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className={button({variant: 'primary'})}
        disabled={!anyAvailable || busy}
        aria-busy={busy || undefined}
      >
        {busy ? 'Adding…' : anyAvailable ? 'Add to cart' : 'Sold out'}
      </button>
      {errors ? (
        <p className="text-sale" role="alert">
          {errors[0]?.message ??
            'We couldn’t add that to your cart. Please try again.'}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
