/**
 * Storefront API calls with a deadline, and a cache that keeps only real answers.
 *
 * Hydrogen's client caches whatever body carries no `errors`: a malformed answer (the
 * body not JSON) was kept as data, so product and collection pages answered 404 for
 * seconds after the service recovered. Here Hydrogen's own caching is bypassed and the
 * answer is cached by us only when it is a data object; anything else is an outage,
 * thrown and never kept. Hydrogen's client takes no abort signal, so the deadline is a
 * race: the late call finishes inside its own request, unseen.
 *
 * Any failure (an HTTP error, a 429, a malformed answer, the deadline) is reported and
 * thrown as a 503 response: a page that needs the Storefront shows its shell with
 * "try again in a moment" (a 503 a crawler retries, not a 500), and code that catches
 * failures (the cart, account forms) still sees one.
 */
import {
  createWithCache,
  type CachingStrategy,
  type Storefront,
} from '@shopify/hydrogen';
import {DEADLINE_MS, withDeadline} from './deadlines';
import {freshJsonMap} from './recent';

/**
 * Cached answers this isolate read in the last second, as JSON (each page gets its own
 * copy to read): a page's product and shell queries repeat across pages, and each read
 * from Hydrogen's cache is a round trip of its own. Keyed as the cache is, so nothing is
 * shared that the cache did not already share. At most 200 (a product answer is 10-30 KB).
 */
const recentAnswers = freshJsonMap<unknown>(200, 1000);

export class StorefrontUnavailableError extends Error {
  constructor(detail: string) {
    super(`Storefront API unavailable: ${detail}`);
    this.name = 'StorefrontUnavailableError';
  }
}

/**
 * A Storefront answer worth showing: a data object with at least one of the fields
 * asked for. A body that was not JSON reaches us from Hydrogen as an empty object.
 */
export function isStorefrontData(
  value: unknown,
): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).some(
    ([key, field]) => key !== 'errors' && field !== undefined,
  );
}

/** Worth keeping: a data object without errors beside it. */
function isCacheable(value: unknown) {
  return isStorefrontData(value) && !value.errors;
}

type QueryOptions = {
  cache?: CachingStrategy;
  variables?: Record<string, unknown>;
} & Record<string, unknown>;

function checked(value: unknown) {
  if (!isStorefrontData(value))
    throw new StorefrontUnavailableError('the answer could not be read');
  return value;
}

/** What a page that needs the Storefront throws while it is unavailable. */
export function storefrontUnavailable() {
  return new Response('Storefront unavailable', {
    status: 503,
    headers: {'Retry-After': '5'},
  });
}

export function guardStorefront(
  storefront: Storefront,
  {
    cache,
    waitUntil,
    request,
    report,
    deadlineMs = DEADLINE_MS.storefront,
  }: {
    cache?: Cache;
    waitUntil?: (p: Promise<unknown>) => void;
    request: Request;
    report: (error: unknown) => void;
    deadlineMs?: number;
  },
) {
  const unavailable = (error: unknown): never => {
    if (error instanceof Response) throw error;
    report(error);
    throw storefrontUnavailable();
  };
  const query = storefront.query.bind(storefront) as (
    document: string,
    options?: QueryOptions,
  ) => Promise<unknown>;
  const mutate = storefront.mutate.bind(storefront) as (
    document: string,
    options?: QueryOptions,
  ) => Promise<unknown>;
  const withCache =
    cache && waitUntil ? createWithCache({cache, waitUntil, request}) : null;
  const none = storefront.CacheNone();

  const timedQuery = (document: string, options: QueryOptions) =>
    withDeadline(
      query(document, {...options, cache: none}),
      deadlineMs,
      'Storefront API',
    ).then(checked);

  const guardedQuery = (document: string, options: QueryOptions = {}) => {
    // Hydrogen caches a query given no strategy; so do we, with its default.
    const strategy = options.cache ?? storefront.CacheShort();
    if (!withCache || strategy.mode === none.mode)
      return timedQuery(document, options).catch(unavailable);
    const cacheKey = [
      'storefront',
      storefront.i18n.country,
      storefront.i18n.language,
      document,
      options.variables ?? null,
    ];
    const recentKey = JSON.stringify(cacheKey);
    const recent = recentAnswers.get(recentKey);
    if (recent !== undefined) return Promise.resolve(recent);
    return withCache
      .run(
        {cacheKey, cacheStrategy: strategy, shouldCacheResult: isCacheable},
        () => timedQuery(document, options),
      )
      .then((result) => {
        if (isCacheable(result)) recentAnswers.set(recentKey, result);
        return result;
      })
      .catch(unavailable);
  };
  const guardedMutate = (document: string, options: QueryOptions = {}) =>
    withDeadline(mutate(document, options), deadlineMs, 'Storefront API')
      .then(checked)
      .catch(unavailable);

  Object.assign(storefront, {query: guardedQuery, mutate: guardedMutate});
  return storefront;
}
