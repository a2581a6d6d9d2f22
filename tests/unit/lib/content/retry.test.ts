import {describe, expect, it} from 'vitest';
import {
  ContentRateLimitError,
  retryAfterMs,
  withRateLimitRetry,
} from '~/lib/content';

function fakeFetch(statuses: {status: number; retryAfter?: string}[]) {
  const calls: string[] = [];
  const fn = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = statuses.shift() ?? {status: 200};
    const headers = new Headers({'content-type': 'application/json'});
    if (next.retryAfter !== undefined)
      headers.set('retry-after', next.retryAfter);
    return new Response(JSON.stringify({message: 'x'}), {
      status: next.status,
      headers,
    });
  }) as typeof fetch;
  return {fn, calls};
}

describe('429 policy (spec §8)', () => {
  it('waits the Retry-After seconds, then retries', async () => {
    const waits: number[] = [];
    const {fn, calls} = fakeFetch([
      {status: 429, retryAfter: '0.5'},
      {status: 200},
    ]);
    const res = await withRateLimitRetry(fn, {
      wait: async (ms) => void waits.push(ms),
    })('https://x.test/api/v2');
    expect(res.status).toBe(200);
    expect(waits).toEqual([500]);
    expect(calls).toHaveLength(2);
  });

  it('waits no longer than a second, whatever Retry-After asks, so the page is not held up', async () => {
    const waits: number[] = [];
    const {fn} = fakeFetch([
      {status: 429, retryAfter: '30'},
      {status: 429, retryAfter: '2'},
      {status: 200},
    ]);
    await withRateLimitRetry(fn, {wait: async (ms) => void waits.push(ms)})(
      'https://x.test/api/v2',
    );
    expect(waits).toEqual([1000, 1000]);
  });

  it('waits 1000 ms when there is no Retry-After', async () => {
    const waits: number[] = [];
    const {fn} = fakeFetch([
      {status: 429},
      {status: 429, retryAfter: 'soon'},
      {status: 200},
    ]);
    await withRateLimitRetry(fn, {wait: async (ms) => void waits.push(ms)})(
      'https://x.test/api/v2',
    );
    expect(waits).toEqual([1000, 1000]);
  });

  it('understands an HTTP-date Retry-After', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
  });

  it('gives up after two retries instead of looping', async () => {
    const {fn, calls} = fakeFetch([
      {status: 429},
      {status: 429},
      {status: 429},
      {status: 429},
      {status: 429},
    ]);
    await expect(
      withRateLimitRetry(fn, {wait: async () => {}})('https://x.test/api/v2'),
    ).rejects.toBeInstanceOf(ContentRateLimitError);
    expect(calls).toHaveLength(3);
  });

  it('treats 403 as the same authorisation error as 401', async () => {
    const {fn} = fakeFetch([{status: 403}]);
    expect((await withRateLimitRetry(fn)('https://x.test/api/v2')).status).toBe(
      401,
    );
  });
});
