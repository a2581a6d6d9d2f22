/**
 * The content fetch keeps good answers for a second in the isolate, on top of Hydrogen's
 * 5-second cache: pages within that second ask neither the cache nor the service.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cachedContentFetch} from '~/lib/content/context.server';
import {countingCache} from '../counting-cache';

describe('content answers read in the last second', () => {
  const realFetch = globalThis.fetch;
  let calls: string[];
  let status: number;
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    calls = [];
    status = 200;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify({refs: [], n: calls.length}), {
        status,
        headers: {'content-type': 'application/json'},
      });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.useRealTimers();
  });

  const pageFetch = (cache: Cache) =>
    cachedContentFetch({
      cache,
      waitUntil: () => {},
      request: new Request('https://shop.test/'),
    });

  it('answers a second page within the second from memory, then asks the cache again', async () => {
    const {cache, counts} = countingCache();
    const url = 'https://content.test/api/v2';
    const first = await (await pageFetch(cache)(url)).json();
    expect(calls).toEqual([url]);
    const reads = counts.match;

    vi.setSystemTime(new Date('2026-11-25T12:00:00.900Z'));
    const second = await pageFetch(cache)(url);
    expect(await second.json()).toEqual(first);
    expect(second.status).toBe(200);
    expect(counts.match).toBe(reads);

    vi.setSystemTime(new Date('2026-11-25T12:00:01.100Z'));
    expect(await (await pageFetch(cache)(url)).json()).toEqual(first);
    expect(counts.match).toBeGreaterThan(reads);
    expect(calls).toEqual([url]);
  });

  it('never keeps an error: the next page asks again', async () => {
    const {cache} = countingCache();
    const url = 'https://content.test/api/v2/documents/search?ref=x';
    status = 500;
    expect((await pageFetch(cache)(url)).status).toBe(500);
    status = 200;
    const next = await pageFetch(cache)(url);
    expect(next.status).toBe(200);
    expect(calls).toEqual([url, url]);
  });
});
