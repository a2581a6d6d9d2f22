import {CartForm} from '@shopify/hydrogen';
import {useFetcher, type FetcherWithComponents} from 'react-router';
import type {CartMessage} from '~/lib/cart/messages';
import type {CartFormAction} from '~/lib/cart/lines';
import {
  guardCartSubmit,
  useCartPath,
  useHydrated,
  type CartData,
} from './use-cart';

/** What the /cart action answers a fetcher. */
export type CartActionAnswer = {
  cart: CartData | null;
  errors: CartMessage[];
  warnings: CartMessage[];
};

export type CartFormState = {
  fetcher: FetcherWithComponents<CartActionAnswer>;
  pending: boolean;
  errors: CartMessage[];
};

/**
 * A cart change as a plain POST form to /cart, in the exact shape Hydrogen's CartForm
 * posts (a `cartFormInput` JSON of {action, inputs}), so it works without JavaScript
 * and, with it, runs through a fetcher. Unlike CartForm it takes a class, a label and
 * the not-ready guard.
 */
export function CartActionForm({
  action,
  inputs,
  fetcherKey,
  className,
  label,
  children,
}: {
  action: CartFormAction;
  inputs: Record<string, unknown>;
  fetcherKey?: string;
  className?: string;
  label?: string;
  children: (state: CartFormState) => React.ReactNode;
}) {
  const fetcher = useFetcher<CartActionAnswer>(
    fetcherKey ? {key: fetcherKey} : undefined,
  );
  const route = useCartPath();
  const hydrated = useHydrated();
  const pending = fetcher.state !== 'idle';
  const errors =
    !pending && fetcher.data?.errors?.length ? fetcher.data.errors : [];
  return (
    <fetcher.Form
      method="post"
      action={route}
      className={className}
      aria-label={label}
      onSubmit={guardCartSubmit(hydrated)}
    >
      <input
        type="hidden"
        name={CartForm.INPUT_NAME}
        value={JSON.stringify({action, inputs})}
      />
      {children({fetcher, pending, errors})}
    </fetcher.Form>
  );
}

/** The first message of a failed change, announced where the change was made. */
export function CartErrors({
  errors,
  id,
}: {
  errors: readonly CartMessage[];
  id?: string;
}) {
  if (!errors.length) return null;
  return (
    <p
      className="col-span-full mt-1 mb-0 text-sm text-sale"
      role="alert"
      id={id}
    >
      {errors.map((error) => error.message).join(' ')}
    </p>
  );
}
