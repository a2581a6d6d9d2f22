/**
 * The content client: @prismicio/client pointed at the configured repository, with the
 * storefront's rate-limit policy. Links are resolved by `resolveLink` rather than API
 * routes, because the /{locale} prefix follows the storefront's locale, not the
 * document's language.
 */
import {createClient, type Client} from '@prismicio/client';
import type {AllDocumentTypes} from '../../../prismicio-types';
import {withExpiredPreviewFallback} from './expired-preview';
import {withRateLimitRetry, type Sleep} from './retry';
import {DEADLINE_MS, deadlineSignal} from '../deadlines';

/** Each call to the content service gets the content deadline (and still stops with the request). */
function withContentDeadline(fetchFn: typeof fetch): typeof fetch {
  return (input, init) =>
    fetchFn(input, {
      ...init,
      signal: deadlineSignal(DEADLINE_MS.content, init?.signal),
    });
}

/** Spec §9: content page size 10. */
export const CONTENT_PAGE_SIZE = 10;

export type ContentClient = Client<AllDocumentTypes>;

export type ContentClientOptions = {
  /** Content API endpoint, e.g. https://fashion-sandbox.cdn.prismic.io/api/v2 */
  endpoint: string;
  /** Repository name; given explicitly because sandbox endpoints do not contain it. */
  repository: string;
  accessToken?: string;
  fetch: typeof fetch;
  /** A preview token or release ref; master when absent. */
  ref?: string;
  /** Injectable wait for rate-limit retries (tests). */
  sleep?: Sleep;
  /** This request's own signal (see below); aborting it stops the client's calls. */
  signal?: AbortSignal;
};

export function createContentClient({
  endpoint,
  repository,
  accessToken,
  fetch,
  ref,
  sleep,
  signal = new AbortController().signal,
}: ContentClientOptions): ContentClient {
  const client = createClient<AllDocumentTypes>(repository, {
    documentAPIEndpoint: endpoint,
    accessToken: accessToken || undefined,
    fetch: withExpiredPreviewFallback(
      withRateLimitRetry(
        withContentDeadline(fetch),
        sleep ? {wait: sleep} : {},
      ),
      {endpoint, repository},
    ),
    defaultParams: {pageSize: CONTENT_PAGE_SIZE},
    // @prismicio/client shares in-flight GETs through a module-level map keyed by URL and
    // signal. Without a signal of its own, a request could await a fetch another request
    // started; workerd cancels that fetch when its request ends, and the waiting request
    // never answers ("The script will never generate a response"). One signal per client
    // (one client per request) keeps each request's calls its own.
    fetchOptions: {signal},
  });
  // Previews arrive as an explicit ref from the session, never from ambient cookies.
  client.disableAutoPreviews();
  if (ref) client.queryContentFromRef(ref);
  return client;
}
