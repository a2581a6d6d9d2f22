import {Link} from 'react-router';
import type {Pagination} from '~/lib/search/filter-state';
import type {ListingState} from '~/lib/search/url';
import {pageAddress} from './listing-links';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set(
    [
      1,
      total,
      current - 2,
      current - 1,
      current,
      current + 1,
      current + 2,
    ].filter((page) => page >= 1 && page <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

/** Plain links to the other pages; they work with or without JavaScript. */
export function ListingPagination({
  listing,
  pagination,
  basePath,
  locale,
}: {
  listing: ListingState;
  pagination: Pagination;
  basePath: string;
  locale: string;
}) {
  const total = pagination.totalPages;
  if (total <= 1) return null;
  const current = Math.min(listing.page, total);
  const site = {basePath, locale};
  return (
    <nav className="listing-pagination" aria-label="Pages">
      <ul className="m-0 flex list-none flex-wrap justify-center gap-1 p-0 *:flex *:items-center">
        {current > 1 ? (
          <li>
            <Link
              to={pageAddress(listing, current - 1, site)}
              rel="prev"
              className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 aria-[current=page]:border-b-2 aria-[current=page]:border-ink aria-[current=page]:font-bold aria-[current=page]:no-underline"
            >
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={pageAddress(listing, page, site)}
                aria-current={page === current ? 'page' : undefined}
                className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 aria-[current=page]:border-b-2 aria-[current=page]:border-ink aria-[current=page]:font-bold aria-[current=page]:no-underline"
              >
                <span className="sr-only">Page </span>
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link
              to={pageAddress(listing, current + 1, site)}
              rel="next"
              className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 aria-[current=page]:border-b-2 aria-[current=page]:border-ink aria-[current=page]:font-bold aria-[current=page]:no-underline"
            >
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
