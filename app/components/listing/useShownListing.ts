import {useEffect, useState} from 'react';
import {useLocation, useNavigationType} from 'react-router';
import type {ListingItem} from '~/lib/search/listing-items';
import {
  createListingMemory,
  itemsOf,
  receivePage,
  type ShownListing,
} from '~/lib/search/listing-pages';
import type {ListingState} from '~/lib/search/url';

/** Navigation state a 'Load more' click carries, so the page that arrives is added rather than shown alone. */
export type LoadMoreState = {loadMore: true};

export function isLoadMore(state: unknown): state is LoadMoreState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as LoadMoreState).loadMore === true
  );
}

// Written only in effects, so server renders never share it.
const memory = createListingMemory<ListingItem>();

/**
 * The items on screen: the loader's page, or every page loaded so far with 'Load
 * more'. Coming back to a listing with the back button shows what was there before.
 */
export function useShownListing(
  listing: ListingState,
  items: readonly ListingItem[],
): ListingItem[] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const address = `${location.pathname}${location.search}`;

  const first = () => {
    const fresh = receivePage(null, listing, items, {append: false});
    const recalled = navigationType === 'POP' ? memory.recall(address) : null;
    return recalled &&
      recalled.question === fresh.question &&
      recalled.pages.at(-1)?.page === listing.page
      ? recalled
      : fresh;
  };

  const [shown, setShown] = useState<ShownListing<ListingItem>>(first);
  const [seen, setSeen] = useState({items, key: location.key});
  if (seen.items !== items || seen.key !== location.key) {
    setSeen({items, key: location.key});
    setShown(
      navigationType === 'POP'
        ? first()
        : receivePage(shown, listing, items, {
            append: isLoadMore(location.state),
          }),
    );
  }

  useEffect(() => {
    memory.remember(address, shown);
  }, [address, shown]);

  return itemsOf(shown);
}
