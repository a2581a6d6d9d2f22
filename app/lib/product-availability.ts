/**
 * Which of a list of product handles still exist in the shop (for saved products,
 * recently viewed and styled-with lists that may name products since removed).
 */
import {PRODUCT_AVAILABILITY_QUERY} from '~/graphql/product';

/** Handles are lower-case words and dashes; anything else could change the search syntax. */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
const MAX_HANDLES = 250;

type Storefront = {
  query: <T = {products: {nodes: {handle: string}[]}}>(
    query: typeof PRODUCT_AVAILABILITY_QUERY,
    options: {variables: {query: string; first: number}; cache?: unknown},
  ) => Promise<T>;
};

/** Storefront search syntax for "any of these handles". */
export function handlesQuery(handles: readonly string[]): string {
  return handles.map((handle) => `handle:${handle}`).join(' OR ');
}

/** The handles that exist, in the order asked; malformed handles count as missing. */
export async function availableHandles(
  storefront: Storefront,
  handles: readonly string[],
  {cache}: {cache?: unknown} = {},
): Promise<string[]> {
  const wanted = [
    ...new Set(handles.filter((handle) => HANDLE.test(handle))),
  ].slice(0, MAX_HANDLES);
  if (wanted.length === 0) return [];
  const data = await storefront.query(PRODUCT_AVAILABILITY_QUERY, {
    variables: {query: handlesQuery(wanted), first: wanted.length},
    cache,
  });
  const found = new Set(
    (data?.products?.nodes ?? []).map((node) => node.handle),
  );
  return wanted.filter((handle) => found.has(handle));
}
