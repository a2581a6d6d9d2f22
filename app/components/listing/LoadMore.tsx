import {Link, useNavigate, useNavigation} from 'react-router';
import type {Pagination} from '~/lib/search/filter-state';
import type {ListingState} from '~/lib/search/url';
import {pageAddress} from './listing-links';
import type {LoadMoreState} from './useShownListing';
import {button} from '~/components/ui/button';
import {isPlainClick} from '~/lib/plain-click';

/**
 * 'Load more' is a link to the next page; with JavaScript the next page is added
 * under the tiles already shown, and the address moves on to it without a reload.
 */
export function LoadMore({
  listing,
  pagination,
  shown,
  basePath,
  locale,
}: {
  listing: ListingState;
  pagination: Pagination;
  /** Positions of the first and last product on screen. */
  shown: {first: number; last: number} | null;
  basePath: string;
  locale: string;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hasMore = pagination.totalPages > listing.page;
  const next = pageAddress(listing, listing.page + 1, {basePath, locale});
  const loading =
    navigation.state === 'loading' &&
    (navigation.location?.state as LoadMoreState | null)?.loadMore === true;
  return (
    <div className="mt-8 mb-4 flex flex-col items-center gap-2">
      {shown ? (
        <p className="m-0 text-muted" aria-live="polite">
          {shown.first <= 1
            ? `Showing ${shown.last} of ${pagination.totalResults} products`
            : `Showing ${shown.first}–${shown.last} of ${pagination.totalResults} products`}
        </p>
      ) : null}
      {hasMore ? (
        <Link
          to={next}
          className={button({className: 'min-w-48'})}
          aria-busy={loading || undefined}
          preventScrollReset
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            if (loading) return;
            const state: LoadMoreState = {loadMore: true};
            void navigate(next, {
              preventScrollReset: true,
              replace: true,
              state,
            });
          }}
        >
          {loading ? 'Loading…' : 'Load more'}
        </Link>
      ) : null}
    </div>
  );
}
