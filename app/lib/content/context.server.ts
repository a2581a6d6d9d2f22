/**
 * The content client for one request: the configured repository, the editor's
 * preview ref when the preview cookie belongs to this repository, and answers kept in
 * Hydrogen's cache for 5 seconds (spec §9 "repository cache 5 s") so a page and its
 * shell share one round trip to the content service.
 */
import {CacheCustom, createWithCache} from '@shopify/hydrogen';
import {createContentClient, type ContentClient} from './client';
import {previewRefFromCookie} from './preview';
import {freshMap} from '~/lib/recent';

export const CONTENT_CACHE_SECONDS = 5;

type ContentConfig = {
  PUBLIC_CONTENT_ENDPOINT: string;
  PUBLIC_CONTENT_REPOSITORY: string;
  CONTENT_ACCESS_TOKEN?: string;
};

type Cached = {status: number; headers: [string, string][]; body: string};

const KEPT_HEADERS = ['content-type', 'retry-after'];

/**
 * Good answers this isolate read in the last second, by address: every page asks for the
 * same few (the repository's refs, the site's settings), and each read from Hydrogen's
 * cache is a round trip of its own. A second adds at most that to the cache's 5 seconds
 * of staleness. Only strings, nothing of a request.
 */
const fresh = freshMap<string, Cached>(200, 1000);
const isGood = (value: Cached) => value.status === 200 && isJson(value.body);

/** A fetch for GET requests that answers from Hydrogen's cache; anything else goes straight out. */
export function cachedContentFetch({
  cache,
  waitUntil,
  request,
}: {
  cache?: Cache;
  waitUntil?: (p: Promise<unknown>) => void;
  request: Request;
}): typeof fetch {
  if (!cache || !waitUntil) return (input, init) => fetch(input, init);
  const withCache = createWithCache({cache, waitUntil, request});
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.href
          : input.url;
    if (init?.method && init.method !== 'GET') return fetch(input, init);
    const result = fresh.get(url) ?? (await cachedRun(url, init));
    return new Response(result.body, {
      status: result.status,
      headers: result.headers,
    });
  };

  async function cachedRun(url: string, init?: RequestInit) {
    const result = await withCache.run<Cached>(
      {
        cacheKey: ['content', url],
        cacheStrategy: CacheCustom({
          mode: 'public',
          maxAge: CONTENT_CACHE_SECONDS,
          staleWhileRevalidate: CONTENT_CACHE_SECONDS,
        }),
        // Errors (429s, outages, unknown refs) and bodies that are not JSON are always asked again.
        shouldCacheResult: isGood,
      },
      async () => {
        const response = await fetch(url, {
          headers: init?.headers,
          signal: init?.signal,
        });
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value]];
        });
        return {status: response.status, headers, body: await response.text()};
      },
    );
    if (isGood(result)) fresh.set(url, result);
    return result;
  }
}

function isJson(body: string) {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

export function previewRefFor(request: Request, repository: string) {
  return previewRefFromCookie(request.headers.get('Cookie'), repository);
}

export function createRequestContentClient({
  request,
  config,
  cache,
  waitUntil,
  ref = previewRefFor(request, config.PUBLIC_CONTENT_REPOSITORY),
}: {
  request: Request;
  config: ContentConfig;
  cache?: Cache;
  waitUntil?: (p: Promise<unknown>) => void;
  ref?: string | null;
}): ContentClient {
  return createContentClient({
    endpoint: config.PUBLIC_CONTENT_ENDPOINT,
    repository: config.PUBLIC_CONTENT_REPOSITORY,
    accessToken: config.CONTENT_ACCESS_TOKEN,
    fetch: cachedContentFetch({cache, waitUntil, request}),
    ref: ref ?? undefined,
    // A signal of this request's own: see createContentClient.
    signal: AbortSignal.any([request.signal, new AbortController().signal]),
  });
}
