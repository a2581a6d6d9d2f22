/**
 * Turning saved handles into product cards. The Storefront API is asked once for all
 * of them ("handle:a OR handle:b"); handles are checked first because they go into
 * its search syntax. Cards come back in the order the shopper saved them, and
 * products that no longer exist simply drop out.
 */
import {handlesSearch} from '~/lib/handle';

export const MAX_WISHLIST_PRODUCTS = 250;

export function wishlistProductsQuery(
  handles: readonly string[],
): {query: string; first: number} | null {
  return handlesSearch(handles, MAX_WISHLIST_PRODUCTS);
}

export function inSavedOrder<T extends {handle: string}>(
  handles: readonly string[],
  products: readonly T[],
): T[] {
  const byHandle = new Map(
    products.map((product) => [product.handle, product]),
  );
  return [...new Set(handles)].flatMap((handle) => {
    const product = byHandle.get(handle);
    return product ? [product] : [];
  });
}
