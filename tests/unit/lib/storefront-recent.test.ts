/**
 * Storefront answers the cache keeps are also kept for a second in the isolate, each page
 * reading its own copy; answers the cache does not keep are never kept.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  CacheLong,
  CacheNone,
  CacheShort,
  type Storefront,
} from '@shopify/hydrogen';
import {guardStorefront} from '~/lib/storefront-guard.server';
import {countingCache} from './counting-cache';

describe('storefront answers read in the last second', () => {
  let calls: number;
  let answer: () => unknown;
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    calls = 0;
    answer = () => ({product: {title: 'Amalfi', n: calls}});
  });
  afterEach(() => vi.useRealTimers());

  /** A page's own guarded storefront over one shared cache, as each request makes it. */
  const page = (cache: Cache) =>
    guardStorefront(
      {
        query: async () => {
          calls += 1;
          return answer();
        },
        mutate: async () => ({}),
        CacheNone,
        CacheShort,
        i18n: {country: 'US', language: 'EN'},
      } as unknown as Storefront,
      {
        cache,
        waitUntil: () => {},
        request: new Request('https://shop.test/products/amalfi'),
        report: () => {},
      },
    );
  const PRODUCT =
    'query Product($handle: String!) { product(handle: $handle) { title } }';
  // The isolate's memory outlives a test: each test asks for its own product.
  const ask = (cache: Cache, handle: string, options = {}) =>
    page(cache).query(PRODUCT, {
      variables: {handle},
      ...options,
    }) as Promise<{
      product: {title: string};
    }>;

  it('answers the next page within the second from memory, a copy of its own, then asks the cache again', async () => {
    const {cache, counts} = countingCache();
    const first = await ask(cache, 'amalfi', {cache: CacheLong()});
    expect(calls).toBe(1);
    const reads = counts.match;
    first.product.title = 'changed by the first page';

    vi.setSystemTime(new Date('2026-11-25T12:00:00.900Z'));
    const second = await ask(cache, 'amalfi', {cache: CacheLong()});
    expect(second.product.title).toBe('Amalfi');
    expect(counts.match).toBe(reads);

    vi.setSystemTime(new Date('2026-11-25T12:00:01.100Z'));
    expect(
      (await ask(cache, 'amalfi', {cache: CacheLong()})).product.title,
    ).toBe('Amalfi');
    expect(counts.match).toBeGreaterThan(reads);
    expect(calls).toBe(1);
  });

  it('keeps nothing the cache would not keep: uncached queries and answers with errors', async () => {
    const {cache} = countingCache();
    await ask(cache, 'costa-none', {cache: CacheNone()});
    await ask(cache, 'costa-none', {cache: CacheNone()});
    expect(calls).toBe(2);

    answer = () => ({product: null, errors: [{message: 'Throttled'}]});
    await ask(cache, 'costa').catch(() => undefined);
    answer = () => ({product: {title: 'Amalfi'}});
    expect((await ask(cache, 'costa')).product.title).toBe('Amalfi');
    expect(calls).toBe(4);
  });
});
