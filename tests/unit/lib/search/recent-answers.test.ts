/**
 * Search answers the cache keeps are also kept for a second in the isolate, by the cache's
 * key, frozen and shared by the pages that read them; failures are never kept.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cachedFetcher} from '~/lib/search/listing.server';
import {countingCache} from '../counting-cache';

describe('search answers read in the last second', () => {
  const realFetch = globalThis.fetch;
  const realCaches = (globalThis as {caches?: unknown}).caches;
  let calls: string[];
  let status: number;
  let counts: {match: number};
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    calls = [];
    status = 200;
    const counting = countingCache();
    counts = counting.counts;
    const cache = counting.cache;
    Object.assign(globalThis, {caches: {open: async () => cache}});
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(
        status === 200 ? JSON.stringify({results: [{id: 1}]}) : 'busy',
        {status, headers: {'content-type': 'application/json'}},
      );
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    Object.assign(globalThis, {caches: realCaches});
    vi.useRealTimers();
  });

  const page = () =>
    cachedFetcher(new Request('https://shop.test/collections/sale'), {
      waitUntil: () => {},
    });

  it('answers the next page within the second from memory, the same answer no page can change, then the cache again', async () => {
    const url = 'https://search.test/api/search/search.json?q=dress&siteId=a';
    const first = await page()(url, 'dress-a');
    expect(first).toMatchObject({response: {ok: true}, shared: true});
    expect(() => {
      (first.data as {results: unknown[]}).results.length = 0;
    }).toThrow(TypeError);
    const cacheReads = counts.match;

    vi.setSystemTime(new Date('2026-11-25T12:00:00.900Z'));
    const second = await page()(url, 'dress-a');
    expect(second.data).toBe(first.data);
    expect(second.data).toEqual({results: [{id: 1}]});
    expect(second).toMatchObject({
      response: {ok: true, status: 200},
      shared: true,
    });
    expect(counts.match).toBe(cacheReads);
    expect(calls).toEqual([url]);

    // After the second, Hydrogen's cache answers again (and refreshes itself behind).
    vi.setSystemTime(new Date('2026-11-25T12:00:01.100Z'));
    await page()(url, 'dress-a');
    expect(counts.match).toBeGreaterThan(cacheReads);
  });

  it('never keeps a failure: the next page asks again', async () => {
    const url = 'https://search.test/api/search/search.json?q=coat&siteId=a';
    status = 429;
    const failed = await page()(url, 'coat-a');
    expect(failed.response.ok).toBe(false);
    expect(failed.shared).toBeUndefined();
    status = 200;
    expect((await page()(url, 'coat-a')).data).toEqual({results: [{id: 1}]});
    expect(calls).toEqual([url, url]);
  });
});
