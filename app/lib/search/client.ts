/**
 * The search service client (Searchspring's HTTP protocol): listings, search results
 * and single-tile refreshes. It knows only the wire protocol, so the sandbox store and
 * the hosted service are interchangeable.
 *
 * Every request names the shopper (user id, session id, page-load id) so the service
 * can personalise and attribute clicks, but the cache key leaves those out: two
 * shoppers asking the same question share one cached answer.
 */
import {parse, serialize} from 'cookie';
import {toSearchParams, type ListingState} from '~/lib/search/url';
import {readSearchResponse, type SearchResponse} from '~/lib/search/response';
import type {Currency} from '~/lib/search/hits';
import {deepFreeze} from '~/lib/frozen';
import {oncePerObject} from '~/lib/recent';
import {
  CART_SKUS_COOKIE,
  MAX_VIEWED_SKUS,
  SESSION_ID_COOKIE,
  SESSION_ID_MAX_AGE,
  USER_ID_COOKIE,
  USER_ID_MAX_AGE,
  VIEWED_SKUS_COOKIE,
} from '~/lib/search/cookies';

export const SEARCH_PATH = '/api/search/search.json';
/** The as-you-type endpoint: the overlay's queries, so the service can tell them from full searches. */
export const AUTOCOMPLETE_PATH = '/api/search/autocomplete.json';

/**
 * The hit fields the storefront reads (`fields`, comma-separated), so the service sends
 * nothing else. Prices come per currency; the shopper's and the site's are asked for.
 */
export function searchFields(currencies: readonly string[]): string {
  const perCurrency = [
    ...new Set(currencies.map((c) => c.toLowerCase())),
  ].flatMap((c) => [`price_${c}`, `compare_at_price_${c}`]);
  return [
    ...[
      'uid',
      'id',
      'handle',
      'name',
      'sku',
      'imageUrl',
      'thumbnailImageUrl',
      'product_type',
      'product_type_unigram',
    ],
    ...[
      'price',
      'ss_price',
      'msrp',
      'variant_compare_at_price',
      ...perCurrency,
      'colors',
      'tags',
      'variants',
    ],
    ...[
      'ss_instock_pct',
      'ss_available',
      'video_url',
      'video_file',
      'video_in_collection',
      'intellisuggestData',
      'intellisuggestSignature',
    ],
  ].join(',');
}

export const SEARCH_ERRORS = {
  response: 'Error with response fetching search results',
  empty: 'No data in search results',
  productNotFound: 'cannot find the product',
} as const;

/** Raised for any failed search; `cause` holds the underlying error or HTTP status. */
export class SearchError extends Error {
  readonly status: number | null;
  constructor(
    message: string,
    {status = null, cause}: {status?: number | null; cause?: unknown} = {},
  ) {
    super(message, {cause});
    this.name = 'SearchError';
    this.status = status;
  }
}

/** What the shopper is to the search service; ids live in first-party cookies. */
export type SearchIdentity = {
  userId: string;
  sessionId: string;
  pageLoadId: string;
};

// Parameters that identify a shopper or a page view, not the question asked. Like the
// service's own client, the cart and recently viewed lists stay out of the cache key too.
const IDENTITY_PARAMS = [
  'userId',
  'sessionId',
  'pageLoadId',
  'cart',
  'lastViewed',
];

/**
 * What the service personalises with: `shopper` (the signed-in customer's id), `cart`
 * (SKUs in the cart) and `lastViewed` (SKUs of products viewed lately, newest first),
 * lists comma-separated as the service's own client sends them.
 */
export type SearchPersonalization = {
  shopper?: string | null;
  cart?: readonly string[];
  lastViewed?: readonly string[];
};

function skuList(raw: string | null): string[] {
  let value = raw ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    /* an undecodable cookie is read as it is */
  }
  const skus = value
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => /^[\w.:/-]{1,100}$/.test(sku));
  return [...new Set(skus)].slice(0, MAX_VIEWED_SKUS * 2);
}

/** The cart and recently viewed SKUs from the request's cookies. */
export function personalizationFrom(
  request: Request,
  shopper?: string | null,
): SearchPersonalization {
  const cookies = parse(request.headers.get('Cookie') ?? '');
  return {
    shopper: shopper || null,
    cart: skuList(cookies[CART_SKUS_COOKIE] ?? null),
    lastViewed: skuList(cookies[VIEWED_SKUS_COOKIE] ?? null).slice(
      0,
      MAX_VIEWED_SKUS,
    ),
  };
}
const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

function newId(): string {
  return crypto.randomUUID();
}

/**
 * The shopper's search ids, and the Set-Cookie headers for any that had to be made.
 * The cookies are readable from scripts on purpose: the service's tracking script
 * sends the same ids with its beacons, so they keep its plain format (the `cookie`
 * package, not React Router's encoded cookies).
 */
export function searchIdentity(request: Request): {
  identity: SearchIdentity;
  setCookies: string[];
} {
  const cookies = parse(request.headers.get('Cookie') ?? '');
  const secure = new URL(request.url).protocol === 'https:';
  const setCookies: string[] = [];
  const ensure = (name: string, maxAge: number) => {
    const existing = cookies[name];
    if (existing && ID_PATTERN.test(existing)) return existing;
    const id = newId();
    setCookies.push(
      serialize(name, id, {maxAge, path: '/', sameSite: 'lax', secure}),
    );
    return id;
  };
  const userId = ensure(USER_ID_COOKIE, USER_ID_MAX_AGE);
  const sessionId = ensure(SESSION_ID_COOKIE, SESSION_ID_MAX_AGE);
  return {identity: {userId, sessionId, pageLoadId: newId()}, setCookies};
}

/** The service's base address for a site: '{siteId}' in the configured endpoint is filled in. */
export function searchBaseUrl(endpoint: string, siteId: string): string {
  return endpoint
    .replaceAll('{siteId}', encodeURIComponent(siteId))
    .replace(/\/+$/, '');
}

export type BackgroundFilters = Record<string, string | readonly string[]>;

export type SearchQuery = {
  listing: ListingState;
  /** Filters the shopper doesn't see or change: the collection, a single handle. */
  background?: BackgroundFilters;
  /** 'autocomplete' for as-you-type queries; full results pages use 'search'. */
  endpoint?: 'search' | 'autocomplete';
};

/** The full request address, identity included. */
export function searchRequestUrl({
  endpoint,
  siteId,
  query,
  identity,
  personalization,
  fields,
}: {
  endpoint: string;
  siteId: string;
  query: SearchQuery;
  identity?: SearchIdentity;
  personalization?: SearchPersonalization;
  fields?: string;
}): string {
  const params = toSearchParams(query.listing);
  if (fields) params.set('fields', fields);
  for (const [field, value] of Object.entries(query.background ?? {})) {
    for (const one of typeof value === 'string' ? [value] : value)
      params.append(`bgfilter.${field}`, one);
  }
  params.set('bgfilter.ss_is_published', '1');
  params.set('siteId', siteId);
  params.set('resultsFormat', 'json');
  params.set('redirectResponse', 'minimal');
  if (identity) {
    params.set('userId', identity.userId);
    params.set('sessionId', identity.sessionId);
    params.set('pageLoadId', identity.pageLoadId);
  }
  if (personalization?.shopper) params.set('shopper', personalization.shopper);
  if (personalization?.cart?.length)
    params.set('cart', personalization.cart.join(','));
  if (personalization?.lastViewed?.length)
    params.set('lastViewed', personalization.lastViewed.join(','));
  const path =
    query.endpoint === 'autocomplete' ? AUTOCOMPLETE_PATH : SEARCH_PATH;
  return `${searchBaseUrl(endpoint, siteId)}${path}?${params}`;
}

/** The same address without who asked: the cache key. */
export function cacheKeyOf(url: string): string {
  const parsed = new URL(url);
  for (const name of IDENTITY_PARAMS) parsed.searchParams.delete(name);
  parsed.searchParams.sort();
  return parsed.toString();
}

/**
 * How a request reaches the network. The route passes Hydrogen's `withCache.fetch`
 * (sub-request cache); tests pass a plain function.
 */
export type SearchFetcher = (
  url: string,
  cacheKey: string,
) => Promise<{
  data: unknown;
  response: Pick<Response, 'ok' | 'status' | 'statusText'>;
  /** The same frozen answer is given to other pages: read it once, share what is read. */
  shared?: boolean;
}>;

export type SearchClient = {
  search(query: SearchQuery): Promise<SearchResponse>;
  /** One product, fresh from the index, for a tile whose colour changed. */
  product(handle: string): Promise<SearchResponse['results'][number]>;
};

export function createSearchClient({
  endpoint,
  siteId,
  currency,
  siteCurrency = currency,
  identity,
  personalization,
  fetcher,
}: {
  endpoint: string;
  siteId: string;
  /** Prices are shown in this currency when the index has them, else in the site's. */
  currency: Currency;
  siteCurrency?: Currency;
  identity?: SearchIdentity;
  personalization?: SearchPersonalization;
  fetcher: SearchFetcher;
}): SearchClient {
  const fields = searchFields([currency, siteCurrency]);
  async function search(query: SearchQuery): Promise<SearchResponse> {
    const url = searchRequestUrl({
      endpoint,
      siteId,
      query,
      identity,
      personalization,
      fields,
    });
    let answer: Awaited<ReturnType<SearchFetcher>>;
    try {
      answer = await fetcher(url, cacheKeyOf(url));
    } catch (cause) {
      throw new SearchError(SEARCH_ERRORS.response, {cause});
    }
    if (!answer.response.ok) {
      throw new SearchError(SEARCH_ERRORS.response, {
        status: answer.response.status,
        cause: `${answer.response.status} ${answer.response.statusText}`.trim(),
      });
    }
    const body = answer.data;
    if (
      body === null ||
      body === undefined ||
      body === '' ||
      typeof body !== 'object' ||
      Object.keys(body).length === 0
    ) {
      throw new SearchError(SEARCH_ERRORS.empty, {
        status: answer.response.status,
      });
    }
    const options = {currency, siteCurrency, page: query.listing.page};
    return answer.shared
      ? readShared(body, options)
      : readSearchResponse(body, options);
  }

  return {
    search,
    async product(handle) {
      const response = await search({
        listing: {q: '', page: 1, resultsPerPage: 1, filters: [], sort: null},
        background: {handle},
      });
      const product = response.results[0];
      if (!product)
        throw new SearchError(SEARCH_ERRORS.productNotFound, {status: 404});
      return product;
    },
  };
}

/**
 * What shared answers read as, by answer and by the options they were read with: a
 * listing's visitors within a second get the same answer, and reading its 48 hits took
 * longer than drawing the page's header. Frozen like the answer.
 */
const readingsOf = oncePerObject(
  (_body: object) => new Map<string, SearchResponse>(),
);

function readShared(
  body: object,
  options: Parameters<typeof readSearchResponse>[1],
): SearchResponse {
  const key = `${options.currency}|${options.siteCurrency}|${options.page}`;
  const readings = readingsOf(body);
  let response = readings.get(key);
  if (!response)
    readings.set(
      key,
      (response = deepFreeze(readSearchResponse(body, options))),
    );
  return response;
}

/** True when a request should be answered from the cache: a real, non-empty body. */
export function isCacheableSearchBody(
  body: unknown,
  response: Pick<Response, 'ok'>,
): boolean {
  return (
    response.ok &&
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).length > 0
  );
}
