/**
 * 'Load more' keeps earlier pages on screen while the address moves on to the page
 * just loaded (?page=3), so the address stays true and a reload lands on the newest
 * page. These pure helpers decide, for each page of results that arrives, whether it
 * extends what is shown or starts again.
 */
import {buildListingUrl, type ListingState} from '~/lib/search/url';
import {recentMap} from '~/lib/recent';

export type ListingPage<Item> = {page: number; items: readonly Item[]};

export type ShownListing<Item> = {
  /** The question asked, without the page: pages of different questions never mix. */
  question: string;
  pages: ListingPage<Item>[];
};

export function questionOf(listing: ListingState): string {
  return buildListingUrl({...listing, page: 1}, {basePath: '/', locale: 'us'});
}

/**
 * The pages to show once `page` arrives. With `append` (the shopper pressed 'Load
 * more'), the next page of the same question is added and a page already shown is
 * replaced in place (a refresh); anything else starts again with just this page.
 */
export function receivePage<Item>(
  shown: ShownListing<Item> | null,
  listing: ListingState,
  items: readonly Item[],
  {append}: {append: boolean},
): ShownListing<Item> {
  const question = questionOf(listing);
  const incoming = {page: listing.page, items};
  if (!shown || shown.question !== question)
    return {question, pages: [incoming]};
  const index = shown.pages.findIndex((page) => page.page === listing.page);
  if (index !== -1) {
    if (!append && shown.pages.length > 1 && index !== shown.pages.length - 1)
      return {question, pages: [incoming]};
    return {
      question,
      pages: shown.pages.map((page, at) => (at === index ? incoming : page)),
    };
  }
  const last = shown.pages[shown.pages.length - 1];
  if (append && last && listing.page === last.page + 1)
    return {question, pages: [...shown.pages, incoming]};
  return {question, pages: [incoming]};
}

export function itemsOf<Item>(shown: ShownListing<Item>): Item[] {
  return shown.pages.flatMap((page) => page.items);
}

/**
 * What was on screen at an address, for the back button: leaving a listing after
 * 'Load more' and coming back shows every page again, not just the last. Kept in
 * memory for the visit only, for the few most recent listings.
 */
export function createListingMemory<Item>(limit = 8) {
  const remembered = recentMap<string, ShownListing<Item>>(limit);
  return {
    remember(address: string, shown: ShownListing<Item>) {
      remembered.set(address, shown);
    },
    recall(address: string): ShownListing<Item> | null {
      return remembered.get(address) ?? null;
    },
  };
}
