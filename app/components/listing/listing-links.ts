import {
  filterReducer,
  initialFilterState,
  listingOf,
  type FilterAction,
} from '~/lib/search/filter-state';
import {buildListingUrl, type ListingState} from '~/lib/search/url';

/** The address after one change to the listing, by the listing's own rules (filters and sort go back to page 1). */
export function addressAfter(
  listing: ListingState,
  action: FilterAction,
  {basePath, locale}: {basePath: string; locale: string},
) {
  const state = filterReducer(initialFilterState(listing), action);
  return buildListingUrl(listingOf(state), {basePath, locale});
}

export function pageAddress(
  listing: ListingState,
  page: number,
  {basePath, locale}: {basePath: string; locale: string},
) {
  return buildListingUrl({...listing, page}, {basePath, locale});
}
