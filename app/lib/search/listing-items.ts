/**
 * What a listing grid shows, in order: product tiles with merchandising banners
 * placed at the positions the search service gives them.
 */
import {deepFreeze} from '~/lib/frozen';
import {unpackJson} from '~/lib/packed-json';
import {recentMap} from '~/lib/recent';
import type {Pagination} from '~/lib/search/filter-state';
import type {SearchProduct} from '~/lib/search/hits';
import type {InlineBanner} from '~/lib/search/response';

export type ListingItem =
  | {type: 'product'; key: string; product: SearchProduct}
  | {type: 'banner'; key: string; html: string; position: number};

/**
 * Banner positions are grid slots counted from the first slot of the whole list (0
 * is the first), and a banner takes a result's slot: a page of 48 with a banner holds
 * 47 products. The page covers slots begin-1 … end-1; its banners go in their slots
 * and products fill the rest in order. Banners placed past the last slot of the last
 * page stay at its end.
 */
export function placeInlineBanners(
  results: readonly SearchProduct[],
  banners: readonly InlineBanner[],
  pagination: Pick<Pagination, 'begin' | 'end' | 'currentPage' | 'totalPages'>,
): ListingItem[] {
  const products: ListingItem[] = results.map((product) => ({
    type: 'product',
    key: `p:${product.handle}:${product.position}`,
    product,
  }));
  const first = Math.max(pagination.begin - 1, 0);
  const last =
    pagination.end >= pagination.begin && pagination.begin > 0
      ? pagination.end - 1
      : first + results.length - 1;
  const lastPage = pagination.currentPage >= pagination.totalPages;
  const bySlot = new Map<number, InlineBanner>();
  for (const banner of banners)
    if (
      banner.position >= first &&
      banner.position <= last &&
      !bySlot.has(banner.position)
    )
      bySlot.set(banner.position, banner);

  const items: ListingItem[] = [];
  let next = 0;
  for (let slot = first; slot <= last; slot++) {
    const banner = bySlot.get(slot);
    if (banner)
      items.push({
        type: 'banner',
        key: `b:${slot}`,
        html: banner.html,
        position: slot,
      });
    else if (next < products.length) items.push(products[next++]);
  }
  items.push(...products.slice(next));
  if (lastPage && results.length > 0) {
    for (const banner of [...banners]
      .filter((b) => b.position > last)
      .sort((a, b) => a.position - b.position)) {
      items.push({
        type: 'banner',
        key: `b:${banner.position}`,
        html: banner.html,
        position: banner.position,
      });
    }
  }
  return items;
}

/**
 * A listing's tiles and banners, from the packed JSON its loader sends (ListingData's
 * `packedItems`). The server draws the same string for every visitor of a listing within
 * a second (the loader shares it), so the last few are read once and shared, frozen.
 */
export function listingItems({
  packedItems,
}: {
  packedItems: string;
}): readonly ListingItem[] {
  let items = read.get(packedItems);
  if (!items) {
    items = deepFreeze(unpackJson(packedItems) as ListingItem[]);
    read.set(packedItems, items);
  }
  return items;
}
const read = recentMap<string, readonly ListingItem[]>(8);
