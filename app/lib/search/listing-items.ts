/**
 * What a listing grid shows, in order: product tiles with merchandising banners
 * placed at the positions the search service gives them.
 */
import type {Pagination} from '~/lib/search/filter-state';
import type {SearchProduct} from '~/lib/search/hits';
import type {InlineBanner} from '~/lib/search/response';

export type ListingItem =
  | {type: 'product'; key: string; product: SearchProduct}
  | {type: 'banner'; key: string; html: string; position: number};

/**
 * Banner positions count grid slots from the first result of the whole list (0 is
 * the first slot), so on page 3 only the banners that fall on page 3 show. Banners
 * past the last result stay at the end of the last page.
 */
export function placeInlineBanners(
  results: readonly SearchProduct[],
  banners: readonly InlineBanner[],
  pagination: Pick<Pagination, 'begin' | 'currentPage' | 'totalPages'>,
): ListingItem[] {
  const items: ListingItem[] = results.map((product) => ({type: 'product', key: `p:${product.handle}:${product.position}`, product}));
  const offset = Math.max(pagination.begin - 1, 0);
  const lastPage = pagination.currentPage >= pagination.totalPages;
  for (const banner of [...banners].sort((a, b) => a.position - b.position)) {
    const at = banner.position - offset;
    const item: ListingItem = {type: 'banner', key: `b:${banner.position}`, html: banner.html, position: banner.position};
    if (at >= 0 && at < items.length) items.splice(at, 0, item);
    else if (at >= items.length && lastPage && results.length > 0) items.push(item);
  }
  return items;
}
