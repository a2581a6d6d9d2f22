/**
 * The listing address is the listing's state: search text, filters, sort and page
 * live in the query string, so a listing can be shared, bookmarked and reloaded, and
 * works without JavaScript.
 *
 *   /au/collections/dresses?q=linen&page=2&price=50:150&colour=red__blue&sort=price-asc
 *
 * Addresses come from anyone, so reading one never throws. What can't be read is
 * dropped and what is too big is cut down to the limits below.
 */
import {localizePath} from '~/lib/locale-paths';

export const DEFAULT_RESULTS_PER_PAGE = 48;
/** Limits for hostile addresses; nobody pages this far or picks this many values by hand. */
export const LISTING_LIMITS = {
  maxPage: 10_000,
  maxResultsPerPage: 100,
  maxValuesPerFilter: 20,
  maxValueLength: 100,
  maxQueryLength: 200,
  maxPrice: 1_000_000,
} as const;

/** Filter names in the address and the search service field each one filters on. */
export const FILTER_FIELDS = {
  style: 'style',
  colour: 'color',
  fabric: 'fabric',
  occasion: 'occasion',
  size: 'size',
  price: 'ss_price',
} as const;

/** Sort names in the address and the search service field each one sorts by. */
export const SORT_FIELDS = {
  price: 'ss_price',
  days_since_published: 'ss_days_since_published',
  discount: 'ss_pct_off',
  best_selling: 'ga_unique_purchases',
} as const;

export const VALUE_FILTERS = [
  'style',
  'colour',
  'fabric',
  'occasion',
  'size',
] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** Multiple values of one filter share a parameter, joined by this. */
export const VALUE_SEPARATOR = '__';

export type ValueFilterName = (typeof VALUE_FILTERS)[number];
export type SortName = keyof typeof SORT_FIELDS;
export type SortField = (typeof SORT_FIELDS)[SortName];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type ValueFilter = {
  type: 'value';
  field: ValueFilterName;
  value: string;
};
export type RangeFilter = {
  type: 'range';
  field: 'price';
  low: number;
  high: number;
};
export type ListingFilter = ValueFilter | RangeFilter;
/** `field` is the search service's field (ss_price), as its sort options name it. */
export type ListingSort = {field: SortField; direction: SortDirection};

export type ListingState = {
  q: string;
  page: number;
  resultsPerPage: number;
  filters: ListingFilter[];
  sort: ListingSort | null;
};

export function emptyListingState(): ListingState {
  return {
    q: '',
    page: 1,
    resultsPerPage: DEFAULT_RESULTS_PER_PAGE,
    filters: [],
    sort: null,
  };
}

const own = <T extends object>(
  record: T,
  key: string,
): key is Extract<keyof T, string> => Object.hasOwn(record, key);

export function isValueFilterName(name: unknown): name is ValueFilterName {
  return (
    typeof name === 'string' &&
    (VALUE_FILTERS as readonly string[]).includes(name)
  );
}

/** The address name for a search service field ('color' → 'colour'); null when the address has none. */
export function filterNameForField(
  field: string,
): ValueFilterName | 'price' | null {
  const match = Object.entries(FILTER_FIELDS).find(
    ([, searchField]) => searchField === field,
  );
  return match ? (match[0] as ValueFilterName | 'price') : null;
}

export function sortNameForField(field: string): SortName | null {
  const match = Object.entries(SORT_FIELDS).find(
    ([, searchField]) => searchField === field,
  );
  return match ? (match[0] as SortName) : null;
}

export function isSortField(field: unknown): field is SortField {
  return typeof field === 'string' && sortNameForField(field) !== null;
}

function wholeNumber(raw: string | null, max: number): number | null {
  if (raw === null || !/^\s*\d{1,15}\s*$/.test(raw)) return null;
  return Math.min(Number(raw), max);
}

function readPage(raw: string | null): number {
  const page = wholeNumber(raw, LISTING_LIMITS.maxPage);
  return page && page >= 1 ? page : 1;
}

function readResultsPerPage(raw: string | null): number {
  const count = wholeNumber(raw, LISTING_LIMITS.maxResultsPerPage);
  return count && count >= 1 ? count : DEFAULT_RESULTS_PER_PAGE;
}

const PRICE_RANGE =
  /^\s*(\d{1,12}(?:\.\d{1,4})?)\s*:\s*(\d{1,12}(?:\.\d{1,4})?)\s*$/;

function readPrice(raw: string | null): RangeFilter | null {
  const match = raw === null ? null : PRICE_RANGE.exec(raw);
  if (!match) return null;
  const low = Math.min(Number(match[1]), LISTING_LIMITS.maxPrice);
  const high = Math.min(Number(match[2]), LISTING_LIMITS.maxPrice);
  return low <= high ? {type: 'range', field: 'price', low, high} : null;
}

function readSort(raw: string | null): ListingSort | null {
  if (raw === null) return null;
  const at = raw.lastIndexOf('-');
  const name = raw.slice(0, at).trim();
  const direction = raw
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (
    at < 1 ||
    !own(SORT_FIELDS, name) ||
    !(SORT_DIRECTIONS as readonly string[]).includes(direction)
  )
    return null;
  return {field: SORT_FIELDS[name], direction: direction as SortDirection};
}

function cleanValue(value: string): string {
  return value.trim().slice(0, LISTING_LIMITS.maxValueLength);
}

/** Values from every occurrence of the parameter, without blanks or repeats, up to the limit. */
function readValues(
  params: URLSearchParams,
  name: ValueFilterName,
): ValueFilter[] {
  const values = new Set<string>();
  for (const raw of params.getAll(name)) {
    for (const part of raw.split(VALUE_SEPARATOR)) {
      const value = cleanValue(part);
      if (value && values.size < LISTING_LIMITS.maxValuesPerFilter)
        values.add(value);
    }
  }
  return [...values].map((value) => ({type: 'value', field: name, value}));
}

function toUrl(url: URL | string): URL | null {
  if (url instanceof URL) return url;
  try {
    return new URL(String(url ?? ''), 'http://listing.invalid');
  } catch {
    return null;
  }
}

/** Listing state from an address (absolute, a path or just '?query'). Unknown parameters are ignored. */
export function parseListingUrl(url: URL | string): ListingState {
  const parsed = toUrl(url);
  if (!parsed) return emptyListingState();
  const params = parsed.searchParams;
  const price = readPrice(params.get('price'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, LISTING_LIMITS.maxQueryLength),
    page: readPage(params.get('page')),
    resultsPerPage: readResultsPerPage(params.get('resultsPerPage')),
    filters: [
      ...VALUE_FILTERS.flatMap((name) => readValues(params, name)),
      ...(price ? [price] : []),
    ],
    sort: readSort(params.get('sort')),
  };
}

/** Readable query values: spaces as '+', ':' left alone (price=50:150). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/gi, ':');
}

function formatNumber(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

type CleanListing = {
  q: string;
  page: number;
  resultsPerPage: number;
  price: RangeFilter | null;
  values: [ValueFilterName, string[]][];
  sort: ListingSort | null;
};

/** The state with the address limits applied, whoever built it. */
function clean(state: ListingState): CleanListing {
  const page = Math.floor(Number(state.page) || 0);
  const perPage = Math.floor(Number(state.resultsPerPage) || 0);
  const filters = Array.isArray(state.filters) ? state.filters : [];

  const range = filters.find(
    (filter): filter is RangeFilter =>
      filter?.type === 'range' && filter.field === 'price',
  );
  const usable =
    range &&
    Number.isFinite(range.low) &&
    Number.isFinite(range.high) &&
    range.low >= 0 &&
    range.low <= range.high;
  const price: RangeFilter | null = usable
    ? {
        type: 'range',
        field: 'price',
        low: Math.min(range.low, LISTING_LIMITS.maxPrice),
        high: Math.min(range.high, LISTING_LIMITS.maxPrice),
      }
    : null;

  const values = VALUE_FILTERS.map((name): [ValueFilterName, string[]] => {
    const chosen = new Set<string>();
    for (const filter of filters) {
      if (filter?.type !== 'value' || filter.field !== name) continue;
      const value = cleanValue(String(filter.value ?? ''));
      if (value && chosen.size < LISTING_LIMITS.maxValuesPerFilter)
        chosen.add(value);
    }
    return [name, [...chosen]];
  }).filter(([, chosen]) => chosen.length > 0);

  const sort =
    state.sort &&
    isSortField(state.sort.field) &&
    (SORT_DIRECTIONS as readonly string[]).includes(state.sort.direction)
      ? {field: state.sort.field, direction: state.sort.direction}
      : null;

  return {
    q: String(state.q ?? '')
      .trim()
      .slice(0, LISTING_LIMITS.maxQueryLength),
    page: page >= 1 ? Math.min(page, LISTING_LIMITS.maxPage) : 1,
    resultsPerPage:
      perPage >= 1
        ? Math.min(perPage, LISTING_LIMITS.maxResultsPerPage)
        : DEFAULT_RESULTS_PER_PAGE,
    price,
    values,
    sort,
  };
}

/**
 * The address for a listing state on a site: '/search?q=dress', '/au/collections/tops?page=2'.
 * Defaults are left out so each listing has one address. A filter value that itself
 * contains '__' can't survive the trip, as the separator splits it.
 */
export function buildListingUrl(
  state: ListingState,
  {basePath, locale}: {basePath: string; locale: string},
): string {
  const listing = clean(state);
  const pairs: [string, string][] = [];
  if (listing.q) pairs.push(['q', listing.q]);
  if (listing.page > 1) pairs.push(['page', String(listing.page)]);
  if (listing.resultsPerPage !== DEFAULT_RESULTS_PER_PAGE)
    pairs.push(['resultsPerPage', String(listing.resultsPerPage)]);
  if (listing.price)
    pairs.push([
      'price',
      `${formatNumber(listing.price.low)}:${formatNumber(listing.price.high)}`,
    ]);
  for (const [name, chosen] of listing.values)
    pairs.push([name, chosen.join(VALUE_SEPARATOR)]);
  if (listing.sort)
    pairs.push([
      'sort',
      `${sortNameForField(listing.sort.field)}-${listing.sort.direction}`,
    ]);

  const path = localizePath(
    String(basePath ?? '').split(/[?#]/)[0] || '/',
    locale,
  );
  const query = pairs
    .map(([key, value]) => `${key}=${encode(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The search service request parameters for a listing state (filter.color=red, sort.ss_price=asc, ...). */
export function toSearchParams(state: ListingState): URLSearchParams {
  const listing = clean(state);
  const params = new URLSearchParams();
  if (listing.q) params.set('q', listing.q);
  params.set('page', String(listing.page));
  params.set('resultsPerPage', String(listing.resultsPerPage));
  for (const [name, chosen] of listing.values) {
    for (const value of chosen)
      params.append(`filter.${FILTER_FIELDS[name]}`, value);
  }
  if (listing.price) {
    params.set(
      `filter.${FILTER_FIELDS.price}.low`,
      formatNumber(listing.price.low),
    );
    params.set(
      `filter.${FILTER_FIELDS.price}.high`,
      formatNumber(listing.price.high),
    );
  }
  if (listing.sort)
    params.set(`sort.${listing.sort.field}`, listing.sort.direction);
  return params;
}
