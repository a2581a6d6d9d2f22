/**
 * The sandbox search service under hostile or broken requests: an ordinary (clamped)
 * answer or a 400 with a JSON message, never a 500.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {catalogFacts, searchClient, type SearchBody} from './search-helpers.ts';

let sandbox: Sandbox;
let api: ReturnType<typeof searchClient>;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = searchClient(sandbox);
});
afterAll(() => sandbox.close());

const values = (name: string, count: number) =>
  Array.from({length: count}, (_, i) => `${name}=v${i}`).join('&');

describe('hostile search requests', () => {
  it.each([
    'siteId=sandbox-us&page=0',
    'siteId=sandbox-us&page=-4',
    'siteId=sandbox-us&page=1000000000',
    'siteId=sandbox-us&page=1e9',
    'siteId=sandbox-us&resultsPerPage=100000',
    'siteId=sandbox-us&resultsPerPage=-1',
    'siteId=sandbox-us&resultsPerPage=abc',
    'siteId=sandbox-us&resultsPerPage=0',
    'siteId=sandbox-us&sort.__proto__=asc&sort.constructor=desc&sort.ss_price=up',
    'siteId=sandbox-us&filter.__proto__=x&filter.constructor=y&bgfilter.toString=z&filter.hasOwnProperty=1',
    'siteId=sandbox-us&filter.ss_price.low=abc&filter.ss_price.high=def',
    'siteId=sandbox-us&filter.ss_price.low=1e999&filter.ss_price.high=-Infinity',
    'siteId=sandbox-us&filter.ss_price.low=500&filter.ss_price.high=10',
    'siteId=sandbox-us&filter.color.low=1&filter..high=2&filter.=x&filter=y',
    `siteId=sandbox-us&${values('filter.size', 500)}`,
    `siteId=sandbox-us&${Array.from({length: 200}, (_, i) => `filter.f${i}=x`).join('&')}`,
    `siteId=sandbox-us&q=${'%F0%9F%91%97'.repeat(300)}`,
    `siteId=sandbox-us&q=${'a'.repeat(5000)}`,
    'siteId=sandbox-us&q=%E0%A4%A',
    'siteId=sandbox-us&q=%00%01%02',
    'siteId=sandbox-us&q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'siteId=sandbox-us&q=*&q=?&q=(',
    'siteId=sandbox-us&fields=__proto__,constructor,,,name',
    'siteId=sandbox-us&bgfilter.handle[]=x&filter[color]=y&redirectResponse=weird&resultsFormat=xml',
    'siteId=sandbox-us&disableMerchandising=true&q=gift+cards',
  ])('answers %s normally', async (query) => {
    const response = await api.raw('/api/search/search.json', query);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SearchBody;
    expect(Array.isArray(body.results)).toBe(true);
    expect(body.pagination.perPage).toBeLessThanOrEqual(100);
    expect(body.pagination.currentPage).toBeGreaterThanOrEqual(1);
    expect(body.pagination.currentPage).toBeLessThanOrEqual(1_000_000);
  });

  it('clamps what it reads', async () => {
    const big = await api.search({resultsPerPage: 100000});
    expect(big.pagination.perPage).toBe(100);
    expect(big.results).toHaveLength(100);
    expect((await api.search({page: 0})).pagination.currentPage).toBe(1);
    const swapped = await api.search({
      'filter.ss_price.low': 150,
      'filter.ss_price.high': 100,
    });
    expect(
      swapped.results.every(
        (hit) => Number(hit.price) >= 100 && Number(hit.price) <= 150,
      ),
    ).toBe(true);
    const ignored = await api.search({'filter.ss_price.low': 'abc'});
    expect(ignored.pagination.totalResults).toBe(
      (await api.search({})).pagination.totalResults,
    );
  });

  it.each([
    ['', 'siteId is required'],
    ['siteId=', 'siteId is required'],
    ['siteId=../../etc/passwd', 'siteId is invalid'],
    [`siteId=${'x'.repeat(100)}`, 'siteId is invalid'],
  ])('refuses "%s" with 400 %s', async (query, message) => {
    for (const path of [
      '/api/search/search.json',
      '/api/search/autocomplete.json',
      '/api/suggest/query',
      '/api/suggest/trending',
      '/api/meta/meta.json',
    ]) {
      const response = await api.raw(path, query);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({message});
    }
  });

  it('serves an unknown site id as a US-dollar site', async () => {
    const body = await api.search({
      siteId: 'abc123',
      'bgfilter.handle': catalogFacts(sandbox).saleDress,
    });
    expect(body.results[0].price).toBe(body.results[0].price_usd);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(
      `${sandbox.origin}/api/search/search.json?siteId=sandbox-us`,
      {method: 'POST', body: '{}'},
    );
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({message: 'Method not allowed'});
  });

  it('keeps suggest, trending and the pixel calm under garbage', async () => {
    for (const path of [
      '/api/suggest/query?siteId=sandbox-us&q=%F0%9F%91%97&suggestionCount=99999',
      '/api/suggest/query?siteId=sandbox-us&query=' + 'z'.repeat(5000),
      '/api/suggest/trending?siteId=sandbox-us&limit=-5',
      '/api/suggest/trending?siteId=sandbox-us&limit=abc',
      '/api/track/track.json',
      '/api/track/track.json?d=%%%&s=' + 'x'.repeat(5000),
      '/track/track.json?d=' + 'A'.repeat(10000),
    ]) {
      const response = await fetch(`${sandbox.origin}${path}`);
      expect(response.status, path).toBe(200);
    }
  });
});
