/**
 * Contract: @searchspring/snap-client, unmodified, against the sandbox, for the shapes
 * Searchspring documents (docs.searchspring.com: Search API facets and results, Suggest
 * API, meta, finder, personalized recommendations) and snap's own mock responses.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@searchspring/snap-client';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';

let sandbox: Sandbox;
let client: Client;
const requested: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  const origin = sandbox.origin;
  const fetchApi = (input: RequestInfo | URL, init?: RequestInit) => {
    requested.push(String(input));
    return fetch(input, init);
  };
  const off = {origin, cache: {enabled: false}};
  client = new Client(
    {siteId: 'sandbox-us'},
    {
      fetchApi: fetchApi as typeof fetch,
      meta: off,
      search: off,
      autocomplete: off,
      suggest: off,
      finder: off,
      recommend: off,
    },
  );
});
afterAll(() => sandbox.close());

const raw = async (path: string) =>
  (await fetch(`${sandbox.origin}${path}`)).json() as Promise<any>;

describe('facets', () => {
  it('name their display type (list, grid, palette, slider, hierarchy) in the raw response and in meta', async () => {
    const body = await raw(
      '/api/search/search.json?siteId=sandbox-us&bgfilter.collection_handle=dresses&resultsFormat=native',
    );
    const types = Object.fromEntries(
      body.facets.map((f: {field: string; type: string}) => [f.field, f.type]),
    );
    expect(types).toEqual({
      ss_category_hierarchy: 'hierarchy',
      style: 'list',
      color: 'palette',
      size: 'grid',
      fabric: 'list',
      occasion: 'list',
      ss_price: 'slider',
    });
    const meta = await client.meta();
    const display = Object.fromEntries(
      Object.entries(meta.facets as Record<string, {display: string}>).map(
        ([field, f]) => [field, f.display],
      ),
    );
    expect(display).toMatchObject(types);
  });

  it('narrows by a category path and offers the level below it', async () => {
    const [, top] = await client.search({search: {query: {string: ''}}} as any);
    const category = top.facets!.find(
      (f: any) => f.field === 'ss_category_hierarchy',
    ) as any;
    expect(category.values.map((v: any) => v.value)).toEqual(
      expect.arrayContaining(['Clothing', 'Accessories', 'Shoes']),
    );
    const [, clothing] = await client.search({
      filters: [
        {type: 'value', field: 'ss_category_hierarchy', value: 'Clothing'},
      ],
    } as any);
    const below = clothing.facets!.find(
      (f: any) => f.field === 'ss_category_hierarchy',
    ) as any;
    expect(below.values.map((v: any) => v.value)).toContain('Clothing>Dress');
    expect(
      below.values.find((v: any) => v.value === 'Clothing>Dress').label,
    ).toBe('Dress');
    for (const result of clothing.results!)
      expect((result as any).attributes.ss_category_hierarchy).toContain(
        'Clothing',
      );
  });
});

describe('results', () => {
  it('carry the hosted service’s own id beside uid, the product id snap-client keys on', async () => {
    const body = await raw(
      '/api/search/search.json?siteId=sandbox-us&q=dress&resultsFormat=native',
    );
    for (const hit of body.results) {
      expect(hit.uid).toMatch(/^\d+$/);
      expect(hit.id).toMatch(/^[0-9a-f]{32}$/);
      expect(hit.id).not.toBe(hit.uid);
    }
    const [, response] = await client.search({
      search: {query: {string: 'dress'}},
    } as any);
    expect((response.results![0] as any).id).toBe(body.results[0].uid);
  });

  it('carry badges whose tags meta.json configures', async () => {
    const meta = (await client.meta()) as any;
    expect(Object.keys(meta.badges.locations)).toEqual([
      'left',
      'right',
      'callout',
    ]);
    expect(Object.keys(meta.badges.tags)).toEqual([
      'on-sale',
      'new',
      'low-stock',
    ]);
    const [, sale] = await client.search({
      filters: [
        {
          type: 'value',
          field: 'collection_handle',
          value: 'sale',
          background: true,
        },
      ],
    } as any);
    const badges = (sale.results![0] as any).badges;
    expect(badges[0]).toEqual({
      tag: 'on-sale',
      value: expect.stringMatching(/^\d+% off$/),
    });
    for (const result of sale.results!)
      for (const badge of (result as any).badges)
        expect(meta.badges.tags).toHaveProperty(badge.tag);
  });

  it('wrap banner content as the hosted service does', async () => {
    const body = await raw(
      '/api/search/search.json?siteId=sandbox-us&bgfilter.collection_handle=dresses&resultsFormat=native',
    );
    const [header] = body.merchandising.content.header;
    expect(
      header.startsWith(
        '<script data-banner-type="html" data-banner-html="<div class=&quot;merch-banner merch-banner--header&quot;>',
      ),
    ).toBe(true);
    expect(header).toContain(
      'type="text/widget"></script><div class="merch-banner merch-banner--header">',
    );
    const inline = body.merchandising.content.inline[0];
    expect(inline).toEqual({
      config: {position: {index: 5}},
      value: expect.stringMatching(
        /^<script data-banner-type="html" data-banner-html=".*" type="text\/widget"><\/script><div/,
      ),
    });
  });
});

describe('suggest', () => {
  it('answers four suggestions by default, each with what it completed', async () => {
    const body = await raw('/api/suggest/query?siteId=sandbox-us&q=dre');
    expect(1 + body.alternatives.length).toBe(4);
    expect(body.suggested.completed).toEqual([
      {token: 'dre', query: 'dress', type: 'completed'},
    ]);
    for (const alternative of body.alternatives)
      expect(alternative.completed[0]).toMatchObject({
        token: 'dre',
        query: expect.stringMatching(/^dre/),
      });
    const [, typed] = await client.autocomplete({
      search: {query: {string: 'dre'}},
    } as any);
    expect(typed.results!.length).toBeGreaterThan(0);
  });

  it('marks a spelling correction as corrected', async () => {
    const body = await raw('/api/suggest/query?siteId=sandbox-us&q=drses');
    expect(body['corrected-query']).toBe('dress');
    expect(body.suggested.completed[0]).toMatchObject({
      token: 'drses',
      type: 'corrected',
    });
  });
});

describe('finder and recommendations', () => {
  it('answers finder.json with facets to narrow by', async () => {
    const [meta, finder] = await client.finder({
      filters: [
        {
          type: 'value',
          field: 'collection_handle',
          value: 'dresses',
          background: true,
        },
      ],
    } as any);
    expect(
      requested.some((url) => url.includes('/api/search/finder.json')),
    ).toBe(true);
    expect(meta.facets).toBeDefined();
    expect(finder.facets!.map((f: any) => f.field)).toContain('size');
  });

  it('answers the profile and a batch of recommendations through recommend()', async () => {
    const [, dress] = await client.search({
      filters: [
        {
          type: 'value',
          field: 'collection_handle',
          value: 'dresses',
          background: true,
        },
      ],
    } as any);
    const product = (dress.results![0] as any).mappings.core.uid;
    const response = (await client.recommend({
      tag: 'similar',
      products: [product],
      limit: 5,
      siteId: 'sandbox-us',
    } as any)) as any;
    expect(response.profile).toMatchObject({
      tag: 'similar',
      placement: 'product-page',
      display: {
        threshold: 4,
        templateParameters: {headerText: 'You may also like'},
      },
    });
    expect(response.results).toHaveLength(5);
    for (const result of response.results) {
      expect(result.mappings.core).toMatchObject({
        uid: expect.stringMatching(/^\d+$/),
        name: expect.any(String),
        price: expect.any(Number),
        url: expect.stringMatching(/^\/products\//),
      });
      expect(result.mappings.core.uid).not.toBe(product);
    }
    expect(
      requested.some((url) =>
        url.includes('/api/personalized-recommendations/profile.json'),
      ),
    ).toBe(true);
    expect(requested.some((url) => url.endsWith('/v1/recommend'))).toBe(true);
  });

  it('answers an unknown profile tag with 404', async () => {
    const response = await fetch(
      `${sandbox.origin}/api/personalized-recommendations/profile.json?siteId=sandbox-us&tag=nope`,
    );
    expect(response.status).toBe(404);
  });
});
