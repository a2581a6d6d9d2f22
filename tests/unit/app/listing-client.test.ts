import {describe, expect, it} from 'vitest';
import {
  cacheKeyOf,
  createSearchClient,
  SEARCH_ERRORS,
  searchBaseUrl,
  searchIdentity,
  searchRequestUrl,
  type SearchFetcher,
} from '~/lib/search/client';
import {SESSION_ID_COOKIE, USER_ID_COOKIE} from '~/lib/search/cookies';
import {emptyListingState, parseListingUrl} from '~/lib/search/url';

const identity = {
  userId: 'user-0001-aaaa',
  sessionId: 'session-0001-bbbb',
  pageLoadId: 'page-0001-cccc',
};

function answering(
  data: unknown,
  status = 200,
): SearchFetcher & {urls: string[]; keys: string[]} {
  const urls: string[] = [];
  const keys: string[] = [];
  const fetcher = async (url: string, key: string) => {
    urls.push(url);
    keys.push(key);
    return {
      data,
      response: {
        ok: status < 400,
        status,
        statusText: status < 400 ? 'OK' : 'Service Unavailable',
      },
    };
  };
  return Object.assign(fetcher, {urls, keys});
}

const client = (fetcher: SearchFetcher) =>
  createSearchClient({
    endpoint: 'http://127.0.0.1:4100',
    siteId: 'sandbox-au',
    currency: 'AUD',
    identity,
    fetcher,
  });

describe('search requests', () => {
  it('sends the listing, the site, the shopper and the fixed protocol parameters', () => {
    const url = new URL(
      searchRequestUrl({
        endpoint: 'https://{siteId}.a.searchspring.io/',
        siteId: 'abc123',
        query: {
          listing: parseListingUrl(
            '?q=linen&page=2&colour=red__blue&price=50:150&sort=price-asc',
          ),
          background: {collection_handle: 'dresses'},
        },
        identity,
      }),
    );
    expect(url.origin + url.pathname).toBe(
      'https://abc123.a.searchspring.io/api/search/search.json',
    );
    const params = url.searchParams;
    expect(params.get('q')).toBe('linen');
    expect(params.get('page')).toBe('2');
    expect(params.get('resultsPerPage')).toBe('48');
    expect(params.getAll('filter.color')).toEqual(['red', 'blue']);
    expect(params.get('filter.ss_price.low')).toBe('50');
    expect(params.get('filter.ss_price.high')).toBe('150');
    expect(params.get('sort.ss_price')).toBe('asc');
    expect(params.get('bgfilter.collection_handle')).toBe('dresses');
    expect(params.get('bgfilter.ss_is_published')).toBe('1');
    expect(params.get('siteId')).toBe('abc123');
    expect(params.get('resultsFormat')).toBe('json');
    expect(params.get('redirectResponse')).toBe('minimal');
    expect(params.get('userId')).toBe(identity.userId);
    expect(params.get('sessionId')).toBe(identity.sessionId);
    expect(params.get('pageLoadId')).toBe(identity.pageLoadId);
  });

  it('fills the site id into the endpoint', () => {
    expect(searchBaseUrl('https://{siteId}.a.searchspring.io', 'x1y2')).toBe(
      'https://x1y2.a.searchspring.io',
    );
    expect(searchBaseUrl('http://127.0.0.1:4100/', 'sandbox-us')).toBe(
      'http://127.0.0.1:4100',
    );
  });

  it('caches by the question only: who asked is left out of the key', async () => {
    const fetcher = answering({results: [], pagination: {totalResults: 0}});
    await client(fetcher).search({listing: parseListingUrl('?q=dress')});
    expect(fetcher.urls[0]).toContain('userId=');
    expect(fetcher.keys[0]).not.toMatch(/userId|sessionId|pageLoadId/);
    expect(cacheKeyOf(`${fetcher.urls[0]}`)).toBe(fetcher.keys[0]);
  });

  it('asks for one product by handle, page 1, one result, for a tile refresh', async () => {
    const fetcher = answering({
      results: [{handle: 'silk-cami-ivory', name: 'Silk Cami', price: '59'}],
      pagination: {totalResults: 1},
    });
    const product = await client(fetcher).product('silk-cami-ivory');
    expect(product.handle).toBe('silk-cami-ivory');
    const params = new URL(fetcher.urls[0]).searchParams;
    expect(params.get('bgfilter.handle')).toBe('silk-cami-ivory');
    expect(params.get('page')).toBe('1');
    expect(params.get('resultsPerPage')).toBe('1');
  });

  it("reports 'cannot find the product' when the refresh finds nothing", async () => {
    await expect(
      client(answering({results: [], pagination: {totalResults: 0}})).product(
        'gone',
      ),
    ).rejects.toThrow(SEARCH_ERRORS.productNotFound);
    expect(SEARCH_ERRORS.productNotFound).toBe('cannot find the product');
  });

  it('fails with the spec message on an error status or a network failure', async () => {
    await expect(
      client(answering(null, 503)).search({listing: emptyListingState()}),
    ).rejects.toThrow('Error with response fetching search results');
    const broken: SearchFetcher = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      client(broken).search({listing: emptyListingState()}),
    ).rejects.toThrow('Error with response fetching search results');
  });

  it('fails with the spec message when the body is empty', async () => {
    for (const body of ['', null, {}]) {
      await expect(
        client(answering(body)).search({listing: emptyListingState()}),
      ).rejects.toThrow('No data in search results');
    }
  });
});

describe('answers shared between pages', () => {
  const body = {
    results: [{handle: 'silk-cami-ivory', name: 'Silk Cami', price: '59'}],
    pagination: {totalResults: 1, currentPage: 1, totalPages: 1},
  };
  const sharing = (): SearchFetcher => async () => ({
    data: body,
    response: {ok: true, status: 200, statusText: 'OK'},
    shared: true,
  });

  it('are read once per currency and page, into a listing no page can change', async () => {
    const listing = emptyListingState();
    const first = await client(sharing()).search({listing});
    const again = await client(sharing()).search({listing});
    expect(again).toBe(first);
    expect(first.results.map((product) => product.handle)).toEqual([
      'silk-cami-ivory',
    ]);
    expect(() => {
      (first.results as unknown[]).pop();
    }).toThrow(TypeError);

    const inUsd = await createSearchClient({
      endpoint: 'http://127.0.0.1:4100',
      siteId: 'sandbox-us',
      currency: 'USD',
      fetcher: sharing(),
    }).search({listing});
    expect(inUsd).not.toBe(first);
    expect(inUsd.results[0]?.price.currencyCode).toBe('USD');
    const pageTwo = await client(sharing()).search({
      listing: {...listing, page: 2},
    });
    expect(pageTwo).not.toBe(first);
  });

  it('are read afresh for each page when the fetcher does not share them', async () => {
    const listing = emptyListingState();
    const fetcher = answering(body);
    const first = await client(fetcher).search({listing});
    expect(await client(fetcher).search({listing})).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });
});

describe('search identity cookies', () => {
  it('issues a 7-day user id and a one-day session id when the shopper has none', () => {
    const {identity: ids, setCookies} = searchIdentity(
      new Request('https://shop.example/search'),
    );
    expect(setCookies).toHaveLength(2);
    expect(setCookies[0]).toBe(
      `${USER_ID_COOKIE}=${ids.userId}; Max-Age=604800; Path=/; Secure; SameSite=Lax`,
    );
    expect(setCookies[1]).toBe(
      `${SESSION_ID_COOKIE}=${ids.sessionId}; Max-Age=86400; Path=/; Secure; SameSite=Lax`,
    );
    expect(ids.pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reuses the ids the shopper has, with a new page-load id each time', () => {
    const request = new Request('http://127.0.0.1/search', {
      headers: {Cookie: 'ssUserId=aaaa-bbbb-cccc; ssSessionId=dddd-eeee-ffff'},
    });
    const first = searchIdentity(request);
    const second = searchIdentity(request);
    expect(first.setCookies).toEqual([]);
    expect(first.identity).toMatchObject({
      userId: 'aaaa-bbbb-cccc',
      sessionId: 'dddd-eeee-ffff',
    });
    expect(first.identity.pageLoadId).not.toBe(second.identity.pageLoadId);
  });

  it('replaces a forged id', () => {
    const request = new Request('http://127.0.0.1/search', {
      headers: {Cookie: 'ssUserId=<script>; ssSessionId=ok-session-id'},
    });
    const {identity: ids, setCookies} = searchIdentity(request);
    expect(ids.userId).not.toBe('<script>');
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).not.toContain('Secure');
  });
});
