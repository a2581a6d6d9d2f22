/**
 * What the root loader streams instead of the cart when the commerce service cannot be
 * reached. A rejected promise would fail the page's render (a 500 and, once hydrated,
 * React Router's bare error screen); this value lets every page keep its shell and say
 * only that the cart is unavailable.
 */
export type CartUnavailable = {unavailable: true};

export const CART_UNAVAILABLE: CartUnavailable = Object.freeze({
  unavailable: true,
});

export function isCartUnavailable(value: unknown): value is CartUnavailable {
  return Boolean(
    value &&
    typeof value === 'object' &&
    (value as Partial<CartUnavailable>).unavailable === true,
  );
}
