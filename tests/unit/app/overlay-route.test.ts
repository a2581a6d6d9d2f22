import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  loader,
  type SearchOverlayData,
} from '~/routes/($locale).api.search-overlay';

const ENDPOINT = 'https://search.example';
const reported: {error: unknown; detail: unknown}[] = [];
const context = (locale = 'us') =>
  ({
    errors: {
      report: (error: unknown, detail: unknown) =>
        reported.push({error, detail}),
    },
    config: {PUBLIC_SEARCH_ENDPOINT: ENDPOINT},
    site: {
      searchSiteId: locale === 'au' ? 'sandbox-au' : 'sandbox-us',
      currency: locale === 'au' ? 'AUD' : 'USD',
    },
    region: {currency: locale === 'au' ? 'AUD' : 'USD'},
    locale,
  }) as never;

const hit = (n: number) => ({
  uid: String(n),
  id: String(n),
  handle: `dress-${n}`,
  name: `Dress ${n}`,
  price: '100',
  intellisuggestData: 'd',
  intellisuggestSignature: 's',
});

type Routes = Record<string, (url: URL) => Response>;
function stubFetch(routes: Routes) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      calls.push(url);
      const route = routes[url.pathname];
      return route
        ? route(url)
        : new Response('nope', {status: 404, statusText: 'Not Found'});
    }),
  );
  return calls;
}

async function ask(q: string | null, locale = 'us') {
  const prefix = locale === 'us' ? '' : `/${locale}`;
  const url = `https://shop.example${prefix}/api/search-overlay${q === null ? '' : `?q=${encodeURIComponent(q)}`}`;
  const response = (await loader({
    request: new Request(url),
    context: context(locale),
    params: {},
  } as never)) as Response;
  return {response, body: (await response.json()) as SearchOverlayData};
}

afterEach(() => {
  reported.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search overlay resource route', () => {
  it('answers trending queries for an empty query, and where to send tracking', async () => {
    const calls = stubFetch({
      '/api/suggest/trending': () =>
        Response.json({
          trending: {queries: [{searchQuery: 'dress'}, {searchQuery: 'linen'}]},
        }),
    });
    const {response, body} = await ask(null);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      q: '',
      trending: ['dress', 'linen'],
      suggestions: [],
      products: [],
      total: 0,
      redirect: null,
      track: {endpoint: ENDPOINT, siteId: 'sandbox-us'},
    });
    expect(calls.map((url) => url.pathname + url.search)).toEqual([
      '/api/suggest/trending?siteId=sandbox-us&limit=4',
    ]);
  });

  it('answers 6 products, the total and suggestions for a query', async () => {
    const calls = stubFetch({
      '/api/search/autocomplete.json': () =>
        Response.json({
          pagination: {
            totalResults: 27,
            perPage: 6,
            currentPage: 1,
            totalPages: 5,
          },
          results: [1, 2, 3, 4, 5, 6].map(hit),
          merchandising: {redirect: ''},
        }),
      '/api/suggest/query': () =>
        Response.json({
          suggested: {text: 'dress'},
          alternatives: [{text: 'dresses'}],
        }),
    });
    const {body} = await ask(' drses ');
    expect(body.q).toBe('drses');
    expect(body.total).toBe(27);
    expect(body.products.map((product) => product.handle)).toEqual([
      'dress-1',
      'dress-2',
      'dress-3',
      'dress-4',
      'dress-5',
      'dress-6',
    ]);
    expect(body.products[0].tracking).toEqual({data: 'd', signature: 's'});
    expect(body.suggestions).toEqual(['dress', 'dresses']);
    expect(body.redirect).toBeNull();
    const search = calls.find(
      (url) => url.pathname === '/api/search/autocomplete.json',
    )!;
    expect(search.searchParams.get('q')).toBe('drses');
    expect(search.searchParams.get('resultsPerPage')).toBe('6');
    expect(search.searchParams.get('redirectResponse')).toBe('minimal');
    const suggest = calls.find((url) => url.pathname === '/api/suggest/query')!;
    expect(Object.fromEntries(suggest.searchParams)).toEqual({
      siteId: 'sandbox-us',
      q: 'drses',
      language: 'en',
      suggestionCount: '4',
      productCount: '20',
    });
  });

  it('answers the redirect on the shopper site', async () => {
    stubFetch({
      '/api/search/autocomplete.json': () =>
        Response.json({merchandising: {redirect: '/collections/gift-cards'}}),
      '/api/suggest/query': () =>
        Response.json({suggested: {text: 'gift cards'}, alternatives: []}),
    });
    const {body} = await ask('gift cards', 'au');
    expect(body.redirect).toBe('/au/collections/gift-cards');
    expect(body.products).toEqual([]);
    expect(body.track.siteId).toBe('sandbox-au');
  });

  it('degrades quietly: failures are reported and answered empty', async () => {
    stubFetch({
      '/api/search/autocomplete.json': () =>
        new Response('', {status: 500, statusText: 'Internal Server Error'}),
      '/api/suggest/query': () =>
        new Response('', {status: 503, statusText: 'Service Unavailable'}),
      '/api/suggest/trending': () =>
        new Response('', {status: 502, statusText: 'Bad Gateway'}),
    });
    const {response, body} = await ask('dress');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      q: 'dress',
      suggestions: [],
      products: [],
      total: 0,
      redirect: null,
    });
    const trending = await ask('');
    expect(trending.body.trending).toEqual([]);
    const messages = reported.map(
      ({error, detail}) =>
        `${(detail as {service: string}).service}: ${(error as Error).message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^search: Error with response fetching search results/,
        ),
        'suggest: Service Unavailable',
        'trending: Bad Gateway',
      ]),
    );
  });
});
