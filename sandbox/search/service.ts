/**
 * The sandbox search service: Searchspring's HTTP API (search, autocomplete, meta,
 * suggest, trending, tracking beacons) over the sandbox catalog. README.md beside
 * this file documents every endpoint, parameter and hit field.
 */
import type {Database} from '../db.ts';
import type {ServiceFactory} from '../server.ts';
import {executeSearch} from './execute.ts';
import {siteMeta} from './meta.ts';
import {DEFAULT_RESULTS_PER_PAGE, readSearchRequest} from './params.ts';
import {normalizeQuery} from './merchandising.ts';
import {popularQueries, recordQuery} from './query-log.ts';
import {minimalRedirect, searchBody} from './respond.ts';
import {searchIndex} from './search-index.ts';
import {siteFor} from './sites.ts';
import {suggest} from './suggest.ts';
import {profileBody, recommend} from './recommend.ts';
import {
  beaconV1,
  beaconV2,
  clearEvents,
  listEvents,
  trackPixel,
} from './tracking.ts';

const CORS = {'access-control-allow-origin': '*'};
const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: {...CORS, 'cache-control': 'no-store'},
  });
const error = (message: string, status = 400) => json({message}, status);

const SEARCH_PATHS: Record<string, 'search' | 'autocomplete'> = {
  '/api/search/search.json': 'search',
  '/api/search/category.json': 'search',
  '/api/search/autocomplete.json': 'autocomplete',
  // Finders (snap-client's finder()) ask the search API for facets to narrow by.
  '/api/search/finder.json': 'search',
};
/** The hosted suggest API's default when suggestionCount is not sent. */
const DEFAULT_SUGGESTIONS = 4;
// Beacon 2.0 event names are camelCase (product/pageView).
const BEACON_V2 =
  /^\/beacon\/v2\/([A-Za-z0-9_-]{1,64})\/([a-z]{1,40})\/([A-Za-z]{1,40})$/;

/** GET parameters, or a POSTed JSON object read as parameters (snap-client can POST meta and suggest). */
async function paramsOf(request: Request, url: URL): Promise<URLSearchParams> {
  if (request.method !== 'POST') return url.searchParams;
  const params = new URLSearchParams(url.searchParams);
  try {
    const body = JSON.parse((await request.text()).slice(0, 64 * 1024));
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body))
        if (typeof value !== 'object' || value === null)
          params.set(key, String(value));
    }
  } catch {
    /* a body that isn't JSON adds nothing */
  }
  return params;
}

function count(raw: string | null, fallback: number, max: number): number {
  const value =
    raw !== null && /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : fallback;
  return Math.min(Math.max(value, 0), max);
}

function search(
  db: Database,
  url: URL,
  mode: 'search' | 'autocomplete',
  origin: string,
): Response {
  const request = readSearchRequest(url, mode);
  if ('error' in request) return error(request.error);
  const index = searchIndex(db);
  const outcome = executeSearch(index, request, origin);
  // Trending counts what shoppers really searched: whole words that found something, once per search (page 1).
  if (
    mode === 'search' &&
    request.q &&
    request.page === 1 &&
    outcome.match.wholeWords &&
    (outcome.docs.length || outcome.redirect)
  ) {
    const query = normalizeQuery(outcome.match.effective || request.q);
    if (query) recordQuery(db, request.site.id, query);
  }
  if (outcome.redirect && request.redirectResponse === 'minimal')
    return json(minimalRedirect(outcome.redirect));
  const body = searchBody(
    outcome,
    request,
    index,
    origin,
    DEFAULT_RESULTS_PER_PAGE[mode],
  );
  if (mode === 'search') return json(body);
  const corrected =
    body.query && 'corrected' in body.query ? body.query.corrected : undefined;
  return json({
    ...body,
    autocomplete: {
      query: request.q,
      ...(corrected ? {correctedQuery: corrected} : {}),
    },
  });
}

export const searchService: ServiceFactory = (context) => ({
  name: 'search',
  async handle(request, url) {
    const {db} = context;
    const path = url.pathname;
    const mode = SEARCH_PATHS[path];
    if (mode) {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return error('Method not allowed', 405);
      return search(db, url, mode, context.origin);
    }
    if (path === '/api/meta/meta.json') {
      const site = siteFor((await paramsOf(request, url)).get('siteId'));
      return 'error' in site
        ? error(site.error)
        : json(siteMeta(site.currency));
    }
    if (path === '/api/suggest/query') {
      const params = await paramsOf(request, url);
      const site = siteFor(params.get('siteId'));
      if ('error' in site) return error(site.error);
      const q = (params.get('q') ?? params.get('query') ?? '')
        .trim()
        .slice(0, 200);
      const spellCorrect = !/^(1|true)$/i.test(
        params.get('disableSpellCorrect') ?? '',
      );
      return json(
        suggest(db, searchIndex(db), {
          siteId: site.id,
          q,
          count: count(params.get('suggestionCount'), DEFAULT_SUGGESTIONS, 20),
          spellCorrect,
        }),
      );
    }
    if (path === '/api/suggest/trending') {
      const params = await paramsOf(request, url);
      const site = siteFor(params.get('siteId'));
      if ('error' in site) return error(site.error);
      return json({
        trending: {
          queries: popularQueries(db, site.id).slice(
            0,
            count(params.get('limit'), 6, 50),
          ),
        },
      });
    }
    if (path === '/api/personalized-recommendations/profile.json') {
      const site = siteFor(url.searchParams.get('siteId'));
      if ('error' in site) return error(site.error);
      const body = profileBody(url.searchParams.get('tag') ?? '');
      return body
        ? json(body)
        : error(`Profile not found: ${url.searchParams.get('tag') ?? ''}`, 404);
    }
    if (path === '/v1/recommend' && request.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse((await request.text()).slice(0, 64 * 1024));
      } catch {
        return error('Request body is not JSON');
      }
      const site = siteFor(
        typeof body?.siteId === 'string' ? body.siteId : null,
      );
      if ('error' in site) return error(site.error);
      return json(recommend(searchIndex(db), site, context.origin, body));
    }
    if (path === '/api/track/track.json' || path === '/track/track.json')
      return trackPixel(db, url);
    if (path === '/beacon' && request.method === 'POST')
      return beaconV1(db, request);
    const v2 = request.method === 'POST' ? BEACON_V2.exec(path) : null;
    if (v2)
      return beaconV2(db, request, {
        siteId: v2[1],
        category: v2[2],
        event: v2[3],
      });
    if (path === '/_sandbox/track-events.json') {
      if (request.method === 'DELETE') clearEvents(db);
      return json({events: listEvents(db, url)});
    }
    return undefined;
  },
});
