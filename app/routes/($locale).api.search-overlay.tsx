import type {Route} from './+types/($locale).api.search-overlay';
import {redirectTarget, searchClientFor} from '~/lib/search/listing.server';
import {DEADLINE_MS, deadlineSignal} from '~/lib/deadlines';
import {
  fetchSuggestions,
  fetchTrending,
  OVERLAY_RESULTS,
} from '~/lib/search/suggest';
import type {SearchProduct} from '~/lib/search/hits';

export type SearchOverlayData = {
  q: string;
  trending: string[];
  suggestions: string[];
  products: SearchProduct[];
  total: number;
  /** Where the search service sends this query, on this site; null when nowhere. */
  redirect: string | null;
  /** Where the browser sends tracking pixels. */
  track: {endpoint: string; siteId: string};
};

/**
 * The search overlay's data: GET ?q= answers trending queries when q is empty, else up
 * to 6 products, their total, any redirect and query suggestions. Service failures are
 * reported and answered as empty, so the overlay degrades quietly.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '')
    .trim()
    .slice(0, 200);
  const endpoint = context.config.PUBLIC_SEARCH_ENDPOINT;
  const siteId = context.site.searchSiteId;
  const {client, headers} = searchClientFor(request, context);
  headers.set('Cache-Control', 'private, max-age=60');
  const base: SearchOverlayData = {
    q,
    trending: [],
    suggestions: [],
    products: [],
    total: 0,
    redirect: null,
    track: {endpoint, siteId},
  };

  // Suggestions and trending get the search deadline, and stop when the shopper types on.
  const timedFetch: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      signal: deadlineSignal(DEADLINE_MS.search, request.signal),
    });
  if (!q) {
    const trending = await fetchTrending(timedFetch, {endpoint, siteId}).catch(
      (error: unknown) => {
        context.errors.report(error, {service: 'trending'});
        return [];
      },
    );
    return Response.json({...base, trending} satisfies SearchOverlayData, {
      headers,
    });
  }

  const [search, suggestions] = await Promise.all([
    client
      .search({
        listing: {
          q,
          page: 1,
          resultsPerPage: OVERLAY_RESULTS,
          filters: [],
          sort: null,
        },
        endpoint: 'autocomplete',
      })
      .catch((error: unknown) => {
        context.errors.report(error, {service: 'search'});
        return null;
      }),
    fetchSuggestions(timedFetch, {endpoint, siteId, q}).catch(
      (error: unknown) => {
        context.errors.report(error, {service: 'suggest'});
        return [];
      },
    ),
  ]);
  const data: SearchOverlayData = {
    ...base,
    suggestions,
    products: search?.results.slice(0, OVERLAY_RESULTS) ?? [],
    total: search?.productCount ?? 0,
    redirect: search
      ? redirectTarget(search.merchandising.redirect, request, context.locale, [
          context.config.PUBLIC_WEB_HOST ?? '',
        ])
      : null,
  };
  return Response.json(data, {headers});
}
