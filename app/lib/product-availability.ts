/**
 * Which of a list of product handles still exist in the shop (for saved products,
 * recently viewed and styled-with lists that may name products since removed).
 */
import {PRODUCT_AVAILABILITY_QUERY} from '~/graphql/product';
import {handlesSearch} from '~/lib/handle';

const MAX_HANDLES = 250;

type Storefront = {
  query: <T = {products: {nodes: {handle: string}[]}}>(
    query: typeof PRODUCT_AVAILABILITY_QUERY,
    options: {variables: {query: string; first: number}; cache?: unknown},
  ) => Promise<T>;
};

/** The handles that exist, in the order asked; malformed handles count as missing. */
export async function availableHandles(
  storefront: Storefront,
  handles: readonly string[],
  {cache}: {cache?: unknown} = {},
): Promise<string[]> {
  const search = handlesSearch(handles, MAX_HANDLES);
  if (!search) return [];
  const data = await storefront.query(PRODUCT_AVAILABILITY_QUERY, {
    variables: search,
    cache,
  });
  const found = new Set(
    (data?.products?.nodes ?? []).map((node) => node.handle),
  );
  return [...new Set(handles)].filter((handle) => found.has(handle));
}
