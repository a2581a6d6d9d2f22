/**
 * The sandbox search service's suggestions, trending queries and tracking beacons.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient} from '../../support/sandbox-client.ts';
import {catalogFacts, searchClient} from './search-helpers.ts';

let sandbox: Sandbox;
let api: ReturnType<typeof searchClient>;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = searchClient(sandbox);
});
afterAll(() => sandbox.close());

const control = sandboxClient(() => sandbox.origin);
const events = (kind?: string) => control.trackEvents.list<any>(kind);

describe('suggest', () => {
  const params = {language: 'en', suggestionCount: 4, productCount: 20};

  it('completes what is typed, suggested first then alternatives, up to the count', async () => {
    const body = await api.suggest({...params, q: 'dre'});
    expect(body.query).toBe('dre');
    expect(body.suggested).toEqual({
      text: 'dress',
      type: 'completed',
      source: 'popular-query',
      popularity: expect.any(Number),
      completed: [{token: 'dre', query: 'dress', type: 'completed'}],
    });
    expect(body.text).toBe('dress');
    expect(body.alternatives.length).toBeLessThanOrEqual(3);
    for (const alternative of body.alternatives)
      expect(alternative.text).toContain('dre');
    expect(body['corrected-query']).toBeUndefined();
  });

  it('corrects a misspelling against the catalog', async () => {
    const body = await api.suggest({...params, q: 'drses'});
    expect(body).toMatchObject({
      query: 'drses',
      'corrected-query': 'dress',
      correctedQuery: 'dress',
      suggested: {text: 'dress'},
    });
    const linen = await api.suggest({...params, q: 'lnen'});
    expect(linen.correctedQuery).toBe('linen');
    expect(linen.suggested.text).toContain('linen');
  });

  it('completes later words of product names', async () => {
    const body = await api.suggest({...params, q: 'cashmere'});
    expect([
      body.suggested.text,
      ...body.alternatives.map((a: {text: string}) => a.text),
    ]).toContain('vita cashmere v-neck');
  });

  it('answers an empty query with no suggestions and refuses a missing siteId', async () => {
    expect(await api.suggest({...params, q: ''})).toEqual({
      query: '',
      text: '',
      alternatives: [],
    });
    const missing = await fetch(`${sandbox.origin}/api/suggest/query?q=dress`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({message: 'siteId is required'});
  });
});

describe('trending', () => {
  it('starts from a seeded set, most popular first, limited', async () => {
    const body = await api.trending({siteId: 'sandbox-nz', limit: 4});
    expect(body.trending.queries).toHaveLength(4);
    expect(body.trending.queries[0]).toEqual({
      searchQuery: 'dress',
      popularity: 12,
    });
    const popularity = body.trending.queries.map((q) => q.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('reflects the queries shoppers search, per site, counting whole words that found something', async () => {
    for (let i = 0; i < 15; i++)
      await api.search({q: 'Cashmere', siteId: 'sandbox-gb'});
    await api.search({q: 'cashmere', siteId: 'sandbox-gb', page: 2});
    await api.search({q: 'cashm', siteId: 'sandbox-gb'});
    await api.search({q: 'qqqqzzzzxxxx', siteId: 'sandbox-gb'});
    await api.autocomplete({q: 'blazer', siteId: 'sandbox-gb'});
    const gb = await api.trending({siteId: 'sandbox-gb', limit: 20});
    expect(gb.trending.queries[0]).toEqual({
      searchQuery: 'cashmere',
      popularity: 15,
    });
    const seen = gb.trending.queries.map((q) => q.searchQuery);
    expect(seen).not.toContain('cashm');
    expect(seen).not.toContain('qqqqzzzzxxxx');
    expect(
      gb.trending.queries.find((q) => q.searchQuery === 'blazer')?.popularity,
    ).toBe(3);
    const us = await api.trending({siteId: 'sandbox-us', limit: 20});
    expect(us.trending.queries.map((q) => q.searchQuery)).not.toContain(
      'cashmere',
    );
  });

  it('counts a corrected query under its correction, and feeds suggestions', async () => {
    for (let i = 0; i < 3; i++)
      await api.search({q: 'wrap dres', siteId: 'sandbox-gb'});
    for (let i = 0; i < 20; i++)
      await api.search({q: 'wrap dress', siteId: 'sandbox-gb'});
    const body = await api.trending({siteId: 'sandbox-gb', limit: 50});
    expect(
      body.trending.queries.find((q) => q.searchQuery === 'wrap dress')
        ?.popularity,
    ).toBe(20);
    const suggestion = await api.suggest({siteId: 'sandbox-gb', q: 'wra'});
    expect(suggestion.suggested.text).toBe('wrap dress');
  });
});

describe('tracking', () => {
  it('records a click pixel with the hit’s click data, and answers a 1x1 gif', async () => {
    await control.trackEvents.clear();
    const handle = catalogFacts(sandbox).saleDress;
    const hit = (await api.search({'bgfilter.handle': handle})).results[0];
    const query = new URLSearchParams({
      d: hit.intellisuggestData,
      s: hit.intellisuggestSignature,
      u: `http://shop.test/products/${handle}`,
      r: 'http://shop.test/search?q=wrap',
    });
    const response = await fetch(
      `${sandbox.origin}/api/track/track.json?${query}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(30);
    const [event] = await events('click');
    expect(event).toMatchObject({
      kind: 'click',
      type: 'click',
      siteId: 'sandbox-us',
      productId: hit.uid,
      handle,
      url: `http://shop.test/products/${handle}`,
      referrer: 'http://shop.test/search?q=wrap',
      signatureValid: true,
    });
  });

  it('flags forged click data, and takes other event types from the data', async () => {
    await control.trackEvents.clear();
    const forged = Buffer.from(
      JSON.stringify({s: 'sandbox-us', p: '1', h: 'x'}),
    ).toString('base64url');
    await fetch(
      `${sandbox.origin}/track/track.json?d=${forged}&s=${'0'.repeat(64)}`,
    );
    const typing = encodeURIComponent(
      JSON.stringify({type: 'typing', q: 'dre'}),
    );
    await fetch(
      `${sandbox.origin}/track/track.json?d=${typing}&userId=u-1&sessionId=s-1`,
    );
    const all = await events();
    expect(all.map((e) => [e.kind, e.signatureValid])).toEqual([
      ['click', false],
      ['typing', null],
    ]);
    expect(all[1]).toMatchObject({
      query: 'dre',
      userId: 'u-1',
      sessionId: 's-1',
    });
  });

  it('records Beacon 1.0 and 2.0 posts: item views, baskets, search renders', async () => {
    await control.trackEvents.clear();
    const v1 = await fetch(`${sandbox.origin}/beacon`, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify([
        {
          type: 'product.view',
          category: 'searchspring.recommendations.user-interactions',
          context: {
            userId: 'u-2',
            sessionId: 's-2',
            pageLoadId: 'p-2',
            website: {trackingCode: 'sandbox-au'},
          },
          event: {uid: '1001', sku: 'SKU-1'},
        },
        {
          type: 'cart.view',
          category: 'searchspring.shop.cart',
          context: {userId: 'u-2'},
          event: {items: []},
        },
      ]),
    });
    expect(v1.status).toBe(200);
    const v2 = await fetch(
      `${sandbox.origin}/beacon/v2/sandbox-au/search/render`,
      {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify({
          context: {
            userId: 'u-3',
            sessionId: 's-3',
            pageLoadId: 'p-3',
            pageUrl: 'http://shop.test/search?q=silk',
          },
          data: {q: 'silk', results: [{uid: '1002'}]},
        }),
      },
    );
    expect(v2.status).toBe(200);
    const all = await events();
    expect(all.map((e) => [e.kind, e.type])).toEqual([
      ['view', 'product.view'],
      ['basket', 'cart.view'],
      ['search', 'search/render'],
    ]);
    expect(all[0]).toMatchObject({
      siteId: 'sandbox-au',
      userId: 'u-2',
      pageLoadId: 'p-2',
      productId: '1001',
    });
    expect(all[2]).toMatchObject({
      siteId: 'sandbox-au',
      query: 'silk',
      url: 'http://shop.test/search?q=silk',
    });
    expect((await events('basket')).map((e) => e.type)).toEqual(['cart.view']);
  });

  it('refuses beacons that are not JSON, and clears on DELETE', async () => {
    const bad = await fetch(`${sandbox.origin}/beacon`, {
      method: 'POST',
      body: 'not json',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({message: 'Beacon body must be JSON'});
    const huge = await fetch(`${sandbox.origin}/beacon`, {
      method: 'POST',
      body: JSON.stringify({type: 'x', pad: 'x'.repeat(70_000)}),
    });
    expect(huge.status).toBe(400);
    const cleared = await fetch(
      `${sandbox.origin}/_sandbox/track-events.json`,
      {method: 'DELETE'},
    );
    expect(await cleared.json()).toEqual({events: []});
  });
});
