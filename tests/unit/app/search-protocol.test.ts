/**
 * The search service protocol (shopping-and-search.md 7): personalisation and fields on
 * every search, the overlay on autocomplete.json, product counts without banner slots,
 * a page past the end, and item-view / basket beacons the sandbox records.
 */
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  createSearchClient,
  cacheKeyOf,
  searchRequestUrl,
  type SearchFetcher,
} from '~/lib/search/client';
import {loadListing} from '~/lib/search/listing.server';
import {listingItems} from '~/lib/search/listing-items';
import {loader as overlayLoader} from '~/routes/($locale).api.search-overlay';
import {
  cartChangeRequest,
  productViewRequest,
  beaconProduct,
  withViewedSku,
} from '~/lib/search/beacon';
import {parseListingUrl} from '~/lib/search/url';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient} from '../../support/sandbox-client.ts';

const identity = {
  userId: 'user-0001-aaaa',
  sessionId: 'session-0001-bbbb',
  pageLoadId: 'page-0001-cccc',
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (session: Record<string, string> = {}) =>
  ({
    errors: {report: vi.fn()},
    config: {PUBLIC_SEARCH_ENDPOINT: sandbox.origin},
    site: {searchSiteId: 'sandbox-us', currency: 'USD'},
    region: {currency: 'USD'},
    locale: 'us',
    session: {get: (key: string) => session[key]},
  }) as never;

/** Every request the app sends to the search service, answered by the sandbox. */
function recordFetch() {
  const urls: URL[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(new URL(String(input)));
    return real(input, init);
  });
  return urls;
}

describe('search requests', () => {
  it('send shopper, cart, lastViewed and fields as the service documents them', async () => {
    const urls = recordFetch();
    const request = new Request('https://shop.example/search?q=dress', {
      headers: {
        Cookie:
          'ssCartProducts=RSD-BLU-14%2CMAX-1; ssViewedProducts=CAL-2,RSD-BLU-14; ssUserId=user-0001-aaaa',
      },
    });
    await loadListing({
      request,
      context: context({customerId: 'gid://shopify/Customer/7'}),
      basePath: '/search',
    });
    const sent = urls.find(
      (url) => url.pathname === '/api/search/search.json',
    )!;
    expect(sent.searchParams.get('shopper')).toBe('7');
    expect(sent.searchParams.get('cart')).toBe('RSD-BLU-14,MAX-1');
    expect(sent.searchParams.get('lastViewed')).toBe('CAL-2,RSD-BLU-14');
    const fields = sent.searchParams.get('fields')!.split(',');
    for (const field of [
      'handle',
      'name',
      'price_usd',
      'variants',
      'colors',
      'intellisuggestData',
      'intellisuggestSignature',
    ]) {
      expect(fields).toContain(field);
    }
  });

  it('leave out shopper, cart and lastViewed for an anonymous shopper with no history', () => {
    const url = new URL(
      searchRequestUrl({
        endpoint: 'https://x.example',
        siteId: 's',
        query: {listing: parseListingUrl('?q=a')},
        identity,
      }),
    );
    expect(
      ['shopper', 'cart', 'lastViewed'].map((name) =>
        url.searchParams.has(name),
      ),
    ).toEqual([false, false, false]);
  });

  it('keep the cart and recently viewed lists out of the cache key, as the service client does', () => {
    const url = searchRequestUrl({
      endpoint: 'https://x.example',
      siteId: 's',
      query: {listing: parseListingUrl('?q=a')},
      identity,
      personalization: {cart: ['A'], lastViewed: ['B']},
    });
    expect(cacheKeyOf(url)).toBe(
      cacheKeyOf(
        searchRequestUrl({
          endpoint: 'https://x.example',
          siteId: 's',
          query: {listing: parseListingUrl('?q=a')},
        }),
      ),
    );
  });

  it('the overlay asks autocomplete.json as the shopper types; the results page keeps search.json', async () => {
    const urls = recordFetch();
    const response = (await overlayLoader({
      request: new Request('https://shop.example/api/search-overlay?q=dres'),
      context: context(),
      params: {},
    } as never)) as Response;
    const body = (await response.json()) as {products: unknown[]};
    expect(body.products).toHaveLength(6);
    expect(urls.map((url) => url.pathname)).toContain(
      '/api/search/autocomplete.json',
    );
    expect(urls.map((url) => url.pathname)).not.toContain(
      '/api/search/search.json',
    );
    const fetcher: SearchFetcher = async (url) => {
      urls.push(new URL(url));
      return {
        data: {results: []},
        response: {ok: true, status: 200, statusText: 'OK'},
      };
    };
    await createSearchClient({
      endpoint: 'https://x.example',
      siteId: 's',
      currency: 'USD',
      fetcher,
    }).search({listing: parseListingUrl('?q=dress')});
    expect(urls.at(-1)!.pathname).toBe('/api/search/search.json');
  });
});

describe('listing counts and pages', () => {
  it('counts products, not the banner slots among them', async () => {
    const request = new Request('https://shop.example/collections/dresses');
    const {data} = await loadListing({
      request,
      context: context(),
      basePath: '/collections/dresses',
      background: {collection_handle: 'dresses'},
    });
    const items = listingItems(data);
    const tiles = items.filter((item) => item.type === 'product').length;
    expect(items.some((item) => item.type === 'banner')).toBe(true);
    expect(data.pagination.totalResults).toBe(tiles);

    const black = await loadListing({
      request: new Request(
        'https://shop.example/collections/dresses?colour=Black',
      ),
      context: context(),
      basePath: '/collections/dresses',
      background: {collection_handle: 'dresses'},
    });
    expect(black.data.pagination.totalResults).toBe(
      listingItems(black.data).filter((item) => item.type === 'product').length,
    );
  });

  it('a page number past the end lands on the last page', async () => {
    const request = new Request(
      'https://shop.example/collections/dresses?page=9&resultsPerPage=12',
    );
    const thrown = await loadListing({
      request,
      context: context(),
      basePath: '/collections/dresses',
      background: {collection_handle: 'dresses'},
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/collections/dresses?page=3&resultsPerPage=12',
    );
  });
});

describe('item-view and basket beacons', () => {
  const item = {
    sku: 'RSD-BLU-14',
    title: 'Rosalind Silk Slip Dress',
    productType: 'Dress',
    price: {amount: '149.0', currencyCode: 'USD'},
    productId: 'gid://shopify/Product/1029',
  };
  const beaconContext = {
    userId: 'user-1',
    sessionId: 'session-1',
    pageLoadId: 'page-1',
    pageUrl: 'https://shop.example/products/rosalind',
  };

  it('are recorded by the sandbox as a view and a basket change', async () => {
    await sandboxClient(sandbox.origin).trackEvents.clear();
    const target = {beacon: sandbox.origin, siteId: 'sandbox-us'};
    for (const {url, body} of [
      productViewRequest(target, beaconContext, item),
      cartChangeRequest(
        target,
        beaconContext,
        'add',
        [beaconProduct(item, 2)],
        [beaconProduct(item, 2)],
      ),
    ]) {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: {'content-type': 'text/plain;charset=UTF-8'},
      });
      expect(response.status).toBe(200);
    }
    const events = await sandboxClient(sandbox.origin).trackEvents.list();
    expect(
      events.map((event) => [
        event.kind,
        event.type,
        event.productId,
        event.userId,
        event.siteId,
      ]),
    ).toEqual([
      ['view', 'product/pageView', '1029', 'user-1', 'sandbox-us'],
      ['basket', 'cart/add', '1029', 'user-1', 'sandbox-us'],
    ]);
    expect(
      (events[1].payload as {data: {results: unknown[]}}).data.results,
    ).toEqual([
      {parentId: '1029', uid: '1029', sku: 'RSD-BLU-14', qty: 2, price: 149},
    ]);
  });

  it('keep the recently viewed SKUs newest first, without repeats, at most 20', () => {
    expect(withViewedSku(['A', 'B', 'C'], 'B')).toEqual(['B', 'A', 'C']);
    expect(
      withViewedSku(
        Array.from({length: 20}, (_, i) => `S${i}`),
        'NEW',
      ),
    ).toHaveLength(20);
  });
});
