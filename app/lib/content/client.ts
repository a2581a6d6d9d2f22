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
};

export function createContentClient({endpoint, repository, accessToken, fetch, ref, sleep}: ContentClientOptions): ContentClient {
  const client = createClient<AllDocumentTypes>(repository, {
    documentAPIEndpoint: endpoint,
    accessToken: accessToken || undefined,
    fetch: withExpiredPreviewFallback(withRateLimitRetry(fetch, sleep ? {wait: sleep} : {}), {endpoint, repository}),
    defaultParams: {pageSize: CONTENT_PAGE_SIZE},
  });
  // Previews arrive as an explicit ref from the session, never from ambient cookies.
  client.disableAutoPreviews();
  if (ref) client.queryContentFromRef(ref);
  return client;
}
