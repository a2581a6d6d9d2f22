/**
 * The content client's rate-limit policy (spec §8): a 429 is retried after its
 * Retry-After, or after 1000 ms when the header is absent. @prismicio/client retries
 * too, but with a 1500 ms default and without end, so 429s are settled here first.
 * A Retry-After longer than MAX_RETRY_AFTER_MS is cut to it: a content 429 with
 * Retry-After 30 once stalled every page for 90 s.
 */
import {MAX_RETRY_AFTER_MS} from '../deadlines';

export const DEFAULT_RETRY_AFTER_MS = 1000;
/** Two waits of at most MAX_RETRY_AFTER_MS keep a rate-limited page within its content deadline. */
export const MAX_RATE_LIMIT_RETRIES = 2;

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));

export class ContentRateLimitError extends Error {
  constructor(url: string) {
    super(
      `Content service still rate limited after ${MAX_RATE_LIMIT_RETRIES} retries: ${url}`,
    );
    this.name = 'ContentRateLimitError';
  }
}

export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

type Fetch = typeof fetch;

export function withRateLimitRetry(
  fetchFn: Fetch,
  {wait = sleep, maxRetries = MAX_RATE_LIMIT_RETRIES} = {},
): Fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetchFn(input, init);
      if (response.status === 403) return asUnauthorised(response);
      if (response.status !== 429) return response;
      await response.body?.cancel();
      // Handing the client a 429 would restart its own endless retry loop, so fail instead.
      if (attempt >= maxRetries)
        throw new ContentRateLimitError(
          String(input instanceof Request ? input.url : input),
        );
      await wait(
        Math.min(
          retryAfterMs(response.headers.get('retry-after')),
          MAX_RETRY_AFTER_MS,
        ),
      );
    }
  };
}

/**
 * The spec treats 401 and 403 alike (authorisation error) but @prismicio/client only
 * raises ForbiddenError for 401; a 403 would surface as a bare PrismicError.
 */
function asUnauthorised(response: Response) {
  return new Response(response.body, {
    status: 401,
    statusText: 'Forbidden',
    headers: response.headers,
  });
}
