/**
 * One address per listing. Links built by the app already use buildListingUrl; this
 * puts hand-typed addresses and plain GET form submissions (JavaScript off:
 * `colour=red&colour=blue&priceMin=10&priceMax=50`) on the same address
 * (`price=10:50&colour=red__blue`) with one redirect. Parameters a listing does not
 * use (utm_source, ...) are kept, after the listing's own.
 */
import {
  buildListingUrl,
  LISTING_LIMITS,
  parseListingUrl,
  VALUE_FILTERS,
  type ListingFilter,
  type ListingState,
} from '~/lib/search/url';

/** Fields only the no-JavaScript filter form sends; the address says `price=low:high`. */
export const PRICE_FORM_FIELDS = {low: 'priceMin', high: 'priceMax'} as const;

const LISTING_PARAMS = new Set<string>([
  'q',
  'page',
  'resultsPerPage',
  'price',
  'sort',
  ...VALUE_FILTERS,
]);
const FORM_PARAMS = new Set<string>(Object.values(PRICE_FORM_FIELDS));

function formNumber(raw: string | null): number | null {
  if (raw === null || !/^\s*\d{1,12}(\.\d{1,4})?\s*$/.test(raw)) return null;
  return Math.min(Number(raw), LISTING_LIMITS.maxPrice);
}

/** The listing an address asks for, the price form fields included. */
export function listingFromUrl(url: URL): ListingState {
  const listing = parseListingUrl(url);
  const params = url.searchParams;
  if (!params.has(PRICE_FORM_FIELDS.low) && !params.has(PRICE_FORM_FIELDS.high))
    return listing;
  const low = formNumber(params.get(PRICE_FORM_FIELDS.low));
  const high = formNumber(params.get(PRICE_FORM_FIELDS.high));
  const others = listing.filters.filter((filter) => filter.type !== 'range');
  if (low === null && high === null) return {...listing, filters: others};
  const range: ListingFilter = {
    type: 'range',
    field: 'price',
    low: Math.min(low ?? 0, high ?? LISTING_LIMITS.maxPrice),
    high: Math.max(low ?? 0, high ?? LISTING_LIMITS.maxPrice),
  };
  return {...listing, page: 1, filters: [...others, range]};
}

function canonicalOf(url: URL): string {
  const listing = listingFromUrl(url);
  const built = buildListingUrl(listing, {basePath: '/', locale: 'us'});
  const own = built.includes('?') ? built.slice(built.indexOf('?') + 1) : '';
  const kept = [...url.searchParams].filter(
    ([name]) => !LISTING_PARAMS.has(name) && !FORM_PARAMS.has(name),
  );
  const rest = new URLSearchParams(kept).toString();
  const search = [own, rest].filter(Boolean).join('&');
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

const pairsOf = (url: URL) =>
  [...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&');

/**
 * Where to send the shopper, or null when the address is already the listing's own.
 * Comparison is on decoded parameters, so '+' and '%20' count as the same.
 */
export function canonicalListingRedirect(url: URL): string | null {
  const target = canonicalOf(url);
  const targetUrl = new URL(target, url);
  if (pairsOf(targetUrl) === pairsOf(url)) return null;
  // Only ever redirect to an address that is itself final, so no loop is possible.
  return canonicalOf(targetUrl) === target ? target : null;
}
