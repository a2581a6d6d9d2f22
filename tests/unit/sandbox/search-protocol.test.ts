/**
 * Protocol check: Searchspring's own client, @searchspring/snap-client, unmodified and
 * pointed at the sandbox, reads searches, autocomplete, meta and trending without error.
 * If the sandbox drifted from the hosted service's wire shapes, this is where it shows.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@searchspring/snap-client';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';

let sandbox: Sandbox;
let client: Client;
const requested: URL[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  const origin = sandbox.origin;
  // Spy only: every request still goes to the sandbox as the client built it.
  const fetchApi = (input: RequestInfo | URL, init?: RequestInit) => {
    requested.push(new URL(String(input)));
    return fetch(input, init);
  };
  client = new Client(
    {siteId: 'sandbox-us'},
    {
      fetchApi: fetchApi as typeof fetch,
      meta: {origin},
      search: {origin, cache: {enabled: false}},
      autocomplete: {origin, cache: {enabled: false}},
      suggest: {origin, cache: {enabled: false}},
    },
  );
});
afterAll(() => sandbox.close());

const lastRequest = (path: string) =>
  [...requested].reverse().find((url) => url.pathname === path)!;

describe('@searchspring/snap-client against the sandbox', () => {
  it('reads a filtered, sorted collection search', async () => {
    const [meta, response] = await client.search({
      search: {query: {string: 'dress'}},
      filters: [
        {
          type: 'value',
          field: 'collection_handle',
          value: 'dresses',
          background: true,
        },
        {type: 'range', field: 'ss_price', value: {low: 50, high: 400}},
      ],
      sorts: [{field: 'ss_price', direction: 'asc'}],
      pagination: {page: 1, pageSize: 10},
      tracking: {
        userId: 'user-1234abcd',
        sessionId: 'session-1234abcd',
        pageLoadId: 'page-1234abcd',
      },
    } as any);

    const sent = lastRequest('/api/search/search.json').searchParams;
    expect(sent.get('siteId')).toBe('sandbox-us');
    expect(sent.get('bgfilter.collection_handle')).toBe('dresses');
    expect(sent.get('filter.ss_price.low')).toBe('50');
    expect(sent.get('sort.ss_price')).toBe('asc');
    expect(sent.get('resultsPerPage')).toBe('10');

    expect((meta as any).sortOptions.length).toBeGreaterThan(0);
    const raw = (await (
      await fetch(`${sandbox.origin}/api/search/search.json?${sent}`)
    ).json()) as {pagination: {totalResults: number}};
    expect(raw.pagination.totalResults).toBeGreaterThan(10);
    expect(response.pagination).toEqual({
      totalResults: raw.pagination.totalResults,
      page: 1,
      pageSize: 10,
      totalPages: Math.ceil(raw.pagination.totalResults / 10),
    });
    const first = response.results![0] as any;
    expect(first.id).toMatch(/^\d+$/);
    expect(first.mappings.core).toMatchObject({
      uid: first.id,
      name: expect.stringContaining('Dress'),
      price: expect.any(Number),
      url: expect.stringMatching(/^\/products\//),
    });
    expect(first.attributes).toMatchObject({
      handle: expect.any(String),
      intellisuggestData: expect.any(String),
      product_type: 'Dress',
    });
    const prices = response.results!.map((r: any) => r.mappings.core.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const price = response.facets!.find(
      (f: any) => f.field === 'ss_price',
    ) as any;
    expect(price).toMatchObject({
      type: 'range',
      step: 5,
      filtered: true,
      active: {low: 50, high: 400},
    });
    expect(price.range.low).toBeLessThanOrEqual(price.range.high);
    const colour = response.facets!.find(
      (f: any) => f.field === 'color',
    ) as any;
    expect(colour.type).toBe('value');
    expect(colour.values[0]).toEqual({
      filtered: false,
      value: expect.any(String),
      label: expect.any(String),
      count: expect.any(Number),
    });
    expect(response.sorting).toEqual([{field: 'ss_price', direction: 'asc'}]);
    expect(response.filters).toEqual([
      {
        type: 'range',
        field: 'ss_price',
        label: '$50 - $400',
        value: {low: 50, high: 400},
      },
    ]);
    expect((response.merchandising as any).content.inline).toEqual([
      {config: {position: {index: 5}}, value: expect.any(String)},
    ]);
    expect((response.merchandising as any).campaigns).toEqual(
      expect.arrayContaining([expect.objectContaining({id: '3101'})]),
    );
  });

  it('reads a redirect', async () => {
    const [, response] = await client.search({
      search: {query: {string: 'gift cards'}},
    });
    expect(response.merchandising?.redirect).toBe('/collections/gift-cards');
  });

  it('reads autocomplete, which asks suggest first and searches the suggestion', async () => {
    const [, response] = await client.autocomplete({
      search: {query: {string: 'drses', spellCorrection: true}},
      suggestions: {count: 4},
    } as any);
    expect(lastRequest('/api/suggest/query').searchParams.get('query')).toBe(
      'drses',
    );
    expect(
      lastRequest('/api/suggest/query').searchParams.get('disableSpellCorrect'),
    ).toBeNull();
    expect(
      lastRequest('/api/search/autocomplete.json').searchParams.get('q'),
    ).toBe('dress');
    expect(response.autocomplete).toMatchObject({
      query: 'drses',
      correctedQuery: 'dress',
      suggested: {text: 'dress'},
    });
    expect(response.results!.length).toBeGreaterThan(0);
    expect((response.results![0] as any).attributes.product_type).toBe('Dress');
  });

  it('leaves spelling alone in suggest when the client turns correction off', async () => {
    const [, response] = await client.autocomplete({
      search: {query: {string: 'silk sl'}},
    } as any);
    expect(
      lastRequest('/api/suggest/query').searchParams.get('disableSpellCorrect'),
    ).toBe('true');
    expect(response.autocomplete).toMatchObject({
      query: 'silk sl',
      suggested: {text: 'rosalind silk slip dress'},
    });
    expect(
      response.results!.every(
        (r: any) =>
          /silk/i.test(r.mappings.core.name) ||
          /silk/i.test(r.attributes.fabric),
      ),
    ).toBe(true);
  });

  it('reads trending queries', async () => {
    const trending = await client.trending({limit: 4});
    expect(trending.trending.queries).toHaveLength(4);
    expect(trending.trending.queries[0]).toEqual({
      searchQuery: expect.any(String),
      popularity: expect.any(Number),
    });
  });
});
