import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  clickPixelUrl,
  tileClicksUrl,
  throttle,
  typingPixelUrl,
  TYPING_THROTTLE_MS,
} from '~/lib/search/tracking';
import {parseListingUrl} from '~/lib/search/url';

const target = {
  endpoint: 'https://search.example/{siteId}/',
  siteId: 'sandbox-us',
};
const page = {
  url: 'https://shop.example/collections/dresses',
  referrer: 'https://google.example/',
};

describe('pixel requests', () => {
  it('a typing event is a GET to /track/track.json with d, s, u and r', () => {
    const url = new URL(typingPixelUrl(target, 'dre', page));
    expect(url.origin + url.pathname).toBe(
      'https://search.example/sandbox-us/track/track.json',
    );
    expect(JSON.parse(url.searchParams.get('d')!)).toEqual({
      type: 'typing',
      q: 'dre',
    });
    expect(url.searchParams.get('s')).toBe('sandbox-us');
    expect(url.searchParams.get('u')).toBe(page.url);
    expect(url.searchParams.get('r')).toBe(page.referrer);
    expect(url.searchParams.get('siteId')).toBe('sandbox-us');
  });

  it('a click sends the hit click data and signature back unchanged', () => {
    const url = new URL(
      clickPixelUrl(
        target,
        {data: 'eyJzIjoic2FuZGJveC11cyJ9', signature: 'abc123'},
        page,
      ),
    );
    expect(url.pathname).toBe('/sandbox-us/track/track.json');
    expect(url.searchParams.get('d')).toBe('eyJzIjoic2FuZGJveC11cyJ9');
    expect(url.searchParams.get('s')).toBe('abc123');
    expect(url.searchParams.get('u')).toBe(page.url);
    expect(url.searchParams.get('r')).toBe(page.referrer);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 2 s for typing', () => expect(TYPING_THROTTLE_MS).toBe(2000));

  it('runs at once, then at most once per window, ending with the latest value', () => {
    const calls: [number, string][] = [];
    const fn = throttle((q: string) => calls.push([Date.now(), q]), 2000);
    const start = Date.now();
    fn('d');
    vi.advanceTimersByTime(300);
    fn('dr');
    vi.advanceTimersByTime(300);
    fn('dre');
    expect(calls.map(([, q]) => q)).toEqual(['d']);
    vi.advanceTimersByTime(1400);
    expect(calls.map(([, q]) => q)).toEqual(['d', 'dre']);
    expect(calls[1][0] - start).toBe(2000);
    // Typing on: the next one waits for the window again.
    fn('dres');
    vi.advanceTimersByTime(1999);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(calls.map(([, q]) => q)).toEqual(['d', 'dre', 'dres']);
    // A pause longer than the window: the next call runs at once.
    vi.advanceTimersByTime(5000);
    fn('dress');
    expect(calls.at(-1)![1]).toBe('dress');
    for (let i = 1; i < calls.length; i++)
      expect(calls[i][0] - calls[i - 1][0]).toBeGreaterThanOrEqual(2000);
  });

  it('steady typing for 10 s sends at most one event per 2 s', () => {
    const times: number[] = [];
    const fn = throttle(() => times.push(Date.now()), 2000);
    for (let t = 0; t < 10_000; t += 100) {
      fn();
      vi.advanceTimersByTime(100);
    }
    vi.runAllTimers();
    expect(times.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < times.length; i++)
      expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(2000);
  });

  it('cancel drops a pending call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 2000);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
  });
});

describe("a listing tile's click data address", () => {
  const listing = parseListingUrl(
    'https://shop.example/search?q=linen+dress&colour=Black&page=3&resultsPerPage=24&sort=price-asc',
  );
  it("asks for the page the tile's position is on, with the listing's question", () => {
    const at = (position: number) =>
      tileClicksUrl(listing, {position, locale: 'us'});
    expect(at(1)).toBe(
      '/api/tile-clicks?q=linen+dress&resultsPerPage=24&colour=Black&sort=price-asc',
    );
    expect(at(24)).toBe(at(1));
    expect(at(25)).toBe(
      '/api/tile-clicks?q=linen+dress&page=2&resultsPerPage=24&colour=Black&sort=price-asc',
    );
    expect(at(0)).toBe(at(1));
  });

  it("names a collection's listing, under the shopper's region", () => {
    const dresses = parseListingUrl(
      'https://shop.example/au/collections/dresses',
    );
    expect(
      tileClicksUrl(dresses, {
        position: 49,
        locale: 'au',
        collectionHandle: 'dresses',
      }),
    ).toBe('/au/api/tile-clicks?page=2&collection=dresses');
  });
});
