/**
 * Loading a listing page (search results or a collection) in a route loader: the
 * address is made canonical, the shopper's search ids are read or issued, the search
 * service is asked through Hydrogen's sub-request cache, and a failure becomes a
 * friendly empty listing rather than an error page.
 */
import {DEADLINE_MS, deadlineSignal} from '~/lib/deadlines';
import type {ErrorReporter} from '~/lib/errors/reporter.server';
import {CacheShort, createWithCache} from '@shopify/hydrogen';
import {freshFrozenMap, oncePerObject} from '~/lib/recent';
import {packJson} from '~/lib/packed-json';
import {redirect} from 'react-router';
import {
  createSearchClient,
  isCacheableSearchBody,
  personalizationFrom,
  SearchError,
  searchIdentity,
  type BackgroundFilters,
  type SearchClient,
  type SearchFetcher,
} from '~/lib/search/client';
import {canonicalListingRedirect, listingFromUrl} from '~/lib/search/canonical';
import {placeInlineBanners, type ListingItem} from '~/lib/search/listing-items';
import type {
  ListingFacet,
  Merchandising,
  SearchResponse,
  SortOption,
} from '~/lib/search/response';
import type {Pagination} from '~/lib/search/filter-state';
import type {ClickData} from '~/lib/search/hits';
import {buildListingUrl, type ListingState} from '~/lib/search/url';
import {localizePath} from '~/lib/locale-paths';
import {pageUrl} from '~/lib/page-url';
import {SHOPPER_ID_KEY} from '~/lib/customer/session.server';

type ListingContext = {
  config: {PUBLIC_SEARCH_ENDPOINT: string; PUBLIC_WEB_HOST?: string};
  site: {searchSiteId: string; currency: string};
  region: {currency: string};
  locale: string;
  /** The signed-in customer's id, when known, names the shopper to the service. */
  session?: {get(key: string): unknown};
  waitUntil?: (promise: Promise<unknown>) => void;
  errors: ErrorReporter;
};

export type ListingData = {
  listing: ListingState;
  /** The listing's path on the default site ('/search', '/collections/dresses'). */
  basePath: string;
  /**
   * The tiles and banners as packed JSON (`listingItems` in listing-items.ts reads them):
   * React Router's route-data encoder walks every value of an object, 2 ms of a collection
   * page's server time for its items, while a string it only copies; JSON also compresses
   * better than its encoding (the sale collection's page 48.9 → 43.9 KB gzip). Packed
   * (lib/packed-json), the string is a third shorter, and every kilobyte of it costs the
   * server time on each page (decision 033).
   */
  packedItems: string;
  facets: ListingFacet[];
  sortOptions: SortOption[];
  /** The service's pagination, except `totalResults`: products only, banner slots left out. */
  pagination: Pagination;
  merchandising: Omit<Merchandising, 'inline' | 'redirect'>;
  didYouMean: string | null;
  /** True when the search service could not answer; the page says so kindly. */
  failed: boolean;
  /** Where the browser sends tile click tracking. */
  track: {endpoint: string; siteId: string};
};

export function cachedFetcher(
  request: Request,
  context: Pick<ListingContext, 'waitUntil'>,
): SearchFetcher {
  if (typeof caches === 'undefined' || !context.waitUntil) {
    return async (url) => {
      const response = await fetch(url, {
        headers: {accept: 'application/json'},
        signal: deadlineSignal(DEADLINE_MS.search, request.signal),
      });
      const body = response.ok ? await response.text() : '';
      let data: unknown = body;
      try {
        data = body ? JSON.parse(body) : '';
      } catch {
        /* the client reports a body it can't read as empty */
      }
      return {data, response};
    };
  }
  // Opened per request: a promise made in one request and awaited by another can hang
  // forever in workerd when the first request ends before it settles.
  const searchCache = caches.open('search');
  return async (url, cacheKey) => {
    const recent = recentAnswers.get(cacheKey);
    if (recent !== undefined) return {data: recent, response: OK, shared: true};
    const withCache = createWithCache({
      cache: await searchCache,
      waitUntil: context.waitUntil!,
      request,
    });
    const answer = await withCache.fetch<unknown>(
      url,
      // A hung search service must not hold the listing: past the deadline the page says search is unavailable.
      {
        headers: {accept: 'application/json'},
        signal: deadlineSignal(DEADLINE_MS.search, request.signal),
      },
      {
        cacheKey: [cacheKey],
        cacheStrategy: CacheShort(),
        shouldCacheResponse: isCacheableSearchBody,
        displayName: 'search',
      },
    );
    if (!isCacheableSearchBody(answer.data, answer.response)) return answer;
    recentAnswers.set(cacheKey, answer.data);
    return {data: answer.data, response: answer.response, shared: true};
  };
}

/**
 * Answers this isolate read in the last second, by the cache's key: a listing's visitors
 * ask the same questions, and each read from Hydrogen's cache is a round trip of its own.
 * Frozen and shared, so the search client reads each once (`shared`), not once a page.
 */
const recentAnswers = freshFrozenMap<unknown>(100, 1000);
const OK = {ok: true, status: 200, statusText: 'OK'};

/** The customer id the session remembers from sign-in (numeric part of the gid), or null. */
function shopperIdFrom(session: ListingContext['session']): string | null {
  const id = session?.get(SHOPPER_ID_KEY);
  return typeof id === 'string' && id ? (id.split('/').pop() ?? null) : null;
}

/** A search client for this request, and the Set-Cookie headers the response must carry. */
export function searchClientFor(
  request: Request,
  context: ListingContext,
): {client: SearchClient; headers: Headers} {
  const {identity, setCookies} = searchIdentity(request);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  const client = createSearchClient({
    endpoint: context.config.PUBLIC_SEARCH_ENDPOINT,
    siteId: context.site.searchSiteId,
    currency: context.region.currency,
    siteCurrency: context.site.currency,
    identity,
    personalization: personalizationFrom(
      request,
      shopperIdFrom(context.session),
    ),
    fetcher: cachedFetcher(request, context),
  });
  return {client, headers};
}

/**
 * A redirect the search service asks for, followed only to the shop itself: a path on this
 * site, or an absolute address on one of the shop's own origins (this one and the public web
 * host). Anything else (another host, `//host`, `/\\host`, other schemes) is ignored, so a
 * merchandising rule can never send shoppers off-site; they see the results instead.
 */
export function redirectTarget(
  target: string,
  request: Request,
  locale: string,
  ownOrigins: string[] = [],
): string | null {
  const trimmed = target.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl(request));
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  const here = new URL(request.url).origin;
  if (url.origin === here)
    return localizePath(`${url.pathname}${url.search}${url.hash}`, locale);
  return originsOf(ownOrigins).has(url.origin) ? url.toString() : null;
}

function originsOf(addresses: string[]) {
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      if (address) origins.add(new URL(address).origin);
    } catch {
      // A malformed setting allows nothing.
    }
  }
  return origins;
}

const trackTargetOf = (context: ListingContext) => ({
  endpoint: context.config.PUBLIC_SEARCH_ENDPOINT,
  siteId: context.site.searchSiteId,
});

const EMPTY_MERCHANDISING = {header: [], banner: [], footer: [], left: []};

export async function loadListing({
  request,
  context,
  basePath,
  background,
}: {
  request: Request;
  context: ListingContext;
  basePath: string;
  background?: BackgroundFilters;
}): Promise<{data: ListingData; headers: Headers}> {
  const url = pageUrl(request);
  const canonical = canonicalListingRedirect(url);
  if (canonical) throw redirect(canonical);

  const listing = listingFromUrl(url);
  const {client, headers} = searchClientFor(request, context);
  let response: SearchResponse;
  try {
    response = await client.search({listing, background});
  } catch (error) {
    context.errors.report(error, {service: 'search'});
    headers.set('Cache-Control', 'no-store');
    return {
      headers,
      data: {
        listing,
        basePath,
        packedItems: EMPTY_ITEMS,
        facets: [],
        sortOptions: [],
        pagination: emptyPagination(listing),
        merchandising: EMPTY_MERCHANDISING,
        didYouMean: null,
        failed: true,
        track: trackTargetOf(context),
      },
    };
  }

  const target = redirectTarget(
    response.merchandising.redirect,
    request,
    context.locale,
    [context.config.PUBLIC_WEB_HOST ?? ''],
  );
  if (target) throw redirect(target, {headers});
  // A page past the end (an old link, a shorter list since) shows the last page.
  const {totalPages} = response.pagination;
  if (totalPages > 0 && listing.page > totalPages) {
    throw redirect(
      buildListingUrl(
        {...listing, page: totalPages},
        {basePath, locale: context.locale},
      ),
      {headers},
    );
  }

  const {
    redirect: _redirect,
    inline: _inline,
    ...merchandising
  } = response.merchandising;
  return {
    headers,
    data: {
      listing,
      basePath,
      packedItems: packedItemsOf(response),
      facets: response.facets,
      sortOptions: response.sortOptions,
      pagination: {...response.pagination, totalResults: response.productCount},
      merchandising,
      didYouMean: response.didYouMean,
      failed: false,
      track: trackTargetOf(context),
    },
  };
}

const EMPTY_ITEMS = packJson([]);

/**
 * The tiles and banners of an answer as packed JSON, written once for an answer pages share
 * (the search client's reads of a kept answer are the same object). Without the tiles'
 * click data: a listing asks for it when a shopper presses a tile (`loadTileClicks`,
 * decision 032).
 */
const packedItemsOf = oncePerObject((response: SearchResponse) =>
  packJson(
    placeInlineBanners(
      response.results.map((product) => ({...product, tracking: null})),
      response.merchandising.inline,
      response.pagination,
    ),
  ),
);

export type TileClickData = Record<string, ClickData>;

/**
 * The search service's click data for the tiles of one listing page, by product handle:
 * the same question the page asked (its address's listing, its background filters), so
 * the answer comes from the cache the page filled.
 */
export async function loadTileClicks({
  request,
  context,
  background,
}: {
  request: Request;
  context: ListingContext;
  background?: BackgroundFilters;
}): Promise<{clicks: TileClickData; headers: Headers}> {
  const listing = listingFromUrl(pageUrl(request));
  const {client, headers} = searchClientFor(request, context);
  const response = await client.search({listing, background});
  const clicks: TileClickData = {};
  for (const product of response.results)
    if (product.tracking) clicks[product.handle] = product.tracking;
  return {clicks, headers};
}

function emptyPagination(listing: ListingState): Pagination {
  return {
    totalResults: 0,
    begin: 0,
    end: 0,
    currentPage: listing.page,
    totalPages: 0,
    previousPage: 0,
    nextPage: 0,
    perPage: listing.resultsPerPage,
    defaultPerPage: 48,
  };
}

export {SearchError};
