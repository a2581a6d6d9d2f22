import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {storefront} from './storefront-products-client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
const gql = storefront(() => sandbox);

const PAGE = `query Page($handle: String!, $first: Int, $last: Int, $after: String, $before: String, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!], $country: CountryCode)
@inContext(country: $country) {
  collection(handle: $handle) {
    products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
      nodes { handle availableForSale priceRange { minVariantPrice { amount currencyCode } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      filters { id label type values { label count input } }
    }
  }
}`;

const page = async (variables: Record<string, unknown>) =>
  (await gql(PAGE, {handle: 'dresses', ...variables})).data.collection.products;

async function walk(variables: Record<string, unknown>) {
  const handles: string[] = [];
  let after: string | undefined;
  for (let i = 0; i < 20; i++) {
    const result = await page({first: 7, after, ...variables});
    handles.push(...result.nodes.map((n: any) => n.handle));
    if (!result.pageInfo.hasNextPage) return handles;
    after = result.pageInfo.endCursor;
  }
  throw new Error('did not end');
}

describe('collection products', () => {
  it('pages forward through every product exactly once, in merchandised order', async () => {
    const handles = await walk({});
    expect(handles).toHaveLength(26);
    expect(new Set(handles).size).toBe(26);
    const everything = await page({first: 250});
    expect(everything.nodes.map((n: any) => n.handle)).toEqual(handles);
    expect(everything.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it('pages backward with last and before', async () => {
    const everything = (await page({first: 250})).nodes.map(
      (n: any) => n.handle,
    );
    const tail = await page({last: 5});
    expect(tail.nodes.map((n: any) => n.handle)).toEqual(everything.slice(-5));
    expect(tail.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const before = await page({last: 5, before: tail.pageInfo.startCursor});
    expect(before.nodes.map((n: any) => n.handle)).toEqual(
      everything.slice(-10, -5),
    );
  });

  it('sorts by price, best selling and title, and reverses', async () => {
    const prices = (result: any) =>
      result.nodes.map((n: any) => Number(n.priceRange.minVariantPrice.amount));
    const ascending = prices(await page({first: 250, sortKey: 'PRICE'}));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices(
      await page({first: 250, sortKey: 'PRICE', reverse: true}),
    );
    expect(descending).toEqual([...ascending].reverse());
    const titles = (await page({first: 250, sortKey: 'TITLE'})).nodes.map(
      (n: any) => n.handle,
    );
    expect(titles[0]).toMatch(/^amalfi-/);
  });

  it('filters by size, availability and price, one kind narrowing another', async () => {
    const inStock = await page({first: 250, filters: [{available: true}]});
    expect(inStock.nodes.every((n: any) => n.availableForSale)).toBe(true);
    expect(inStock.nodes.length).toBeLessThan(26);
    const cheap = await page({
      first: 250,
      filters: [{price: {min: 0, max: 150}}],
    });
    expect(cheap.nodes.length).toBeGreaterThan(0);
    expect(
      cheap.nodes.every(
        (n: any) => Number(n.priceRange.minVariantPrice.amount) <= 150,
      ),
    ).toBe(true);
    const both = await page({
      first: 250,
      filters: [{available: true}, {price: {min: 0, max: 150}}],
    });
    expect(both.nodes.length).toBeLessThanOrEqual(
      Math.min(inStock.nodes.length, cheap.nodes.length),
    );
  });

  it('offers facets with counts that follow the other filters', async () => {
    const result = await page({
      first: 1,
      filters: [{variantOption: {name: 'Size', value: '14'}}],
    });
    const availability = result.filters.find(
      (f: any) => f.id === 'filter.v.availability',
    );
    const [inStock, outOfStock] = availability.values;
    expect(inStock).toMatchObject({
      label: 'In stock',
      input: '{"available":true}',
    });
    expect(inStock.count + outOfStock.count).toBe(26);
    const size = result.filters.find((f: any) => f.label === 'Size');
    expect(size.values.map((v: any) => v.label)).toEqual([
      '6',
      '8',
      '10',
      '12',
      '14',
    ]);
    expect(
      result.filters.find((f: any) => f.type === 'PRICE_RANGE'),
    ).toBeDefined();
  });

  it('prices a collection in the shopper’s currency', async () => {
    const au = await page({first: 3, country: 'AU'});
    expect(
      au.nodes.every(
        (n: any) => n.priceRange.minVariantPrice.currencyCode === 'AUD',
      ),
    ).toBe(true);
  });

  it('returns null for an unknown collection and lists every collection', async () => {
    expect(
      (await gql(PAGE, {handle: 'no-such-collection', first: 1})).data
        .collection,
    ).toBeNull();
    const {data} = await gql(
      `{ collections(first: 50) { nodes { handle title description image { url width height } } pageInfo { hasNextPage } } }`,
    );
    const handles = data.collections.nodes.map((c: any) => c.handle);
    for (const handle of [
      'dresses',
      'tops',
      'knitwear',
      'pants',
      'skirts',
      'outerwear',
      'shoes',
      'accessories',
      'swim',
      'new-arrivals',
      'sale',
      'gift-cards',
    ])
      expect(handles).toContain(handle);
    expect(data.collections.nodes[0].image).toEqual({
      url: `${sandbox.origin}/images/collections/dresses.jpg`,
      width: 1280,
      height: 1920,
    });
    const two = await gql(
      `{ collections(first: 2) { nodes { handle } pageInfo { hasNextPage } } }`,
    );
    expect(two.data.collections).toEqual({
      nodes: [{handle: 'dresses'}, {handle: 'tops'}],
      pageInfo: {hasNextPage: true},
    });
  });
});

describe('products(query:)', () => {
  const handles = async (query: string, extra = '') =>
    (
      await gql(
        `query($q: String) { products(first: 250, query: $q${extra}) { nodes { handle } } }`,
        {q: query},
      )
    ).data.products.nodes.map((n: any) => n.handle);

  it('finds products by handle, joined with OR, as the availability check asks', async () => {
    expect(
      await handles(
        'handle:gift-card OR handle:juniper-wrap-dress-rust OR handle:no-such-product',
      ),
    ).toEqual(['juniper-wrap-dress-rust', 'gift-card']);
  });

  it('understands tags, product types, negation, availability and words', async () => {
    const bestSellers = await handles('tag:"badge:best seller"');
    expect(bestSellers).toContain('calla-tiered-maxi-dress-black');
    expect(await handles("tag:'badge:best seller'")).toEqual(bestSellers);
    const dresses = await handles('product_type:Dress');
    expect(dresses).toHaveLength(26);
    expect(
      await handles('product_type:Dress -tag:"badge:best seller"'),
    ).toEqual(dresses.filter((h: string) => !bestSellers.includes(h)));
    expect(
      await handles('product_type:Dress AND available_for_sale:false'),
    ).toContain('calla-tiered-maxi-dress-leopard');
    expect(await handles('wren')).toEqual(
      expect.arrayContaining(['wren-smocked-sundress-blush']),
    );
    expect(
      (await handles('wren')).every((h: string) => h.startsWith('wren-')),
    ).toBe(true);
    expect(
      await handles(
        '(handle:gift-card OR handle:e-gift-card) AND product_type:"Gift Cards"',
      ),
    ).toEqual(['e-gift-card']);
  });

  it('sorts by best selling and pages with cursors', async () => {
    const {data} = await gql(
      `{ products(first: 3, sortKey: BEST_SELLING) { nodes { handle } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(data.products.nodes).toHaveLength(3);
    const next = await gql(
      `query($after: String) { products(first: 3, sortKey: BEST_SELLING, after: $after) { nodes { handle } } }`,
      {after: data.products.pageInfo.endCursor},
    );
    expect(next.data.products.nodes.map((n: any) => n.handle)).not.toContain(
      data.products.nodes[0].handle,
    );
  });
});

describe('shop and localization', () => {
  it('describes the shop and the shopper’s country, currency and languages', async () => {
    const {data} = await gql(`query @inContext(country: AU) {
      shop { id name description primaryDomain { url } brand { slogan } paymentSettings { currencyCode enabledPresentmentCurrencies } }
      localization { country { isoCode name currency { isoCode symbol } } language { isoCode } availableCountries { isoCode currency { isoCode } } availableLanguages { isoCode } }
      menu(handle: "main-menu") { id } }`);
    expect(data.shop).toMatchObject({
      id: 'gid://shopify/Shop/1000000001',
      name: 'Meadow & Co.',
      primaryDomain: {url: sandbox.origin},
      brand: {slogan: 'Considered clothes, made to be worn.'},
    });
    expect(data.localization.country).toEqual({
      isoCode: 'AU',
      name: 'Australia',
      currency: {isoCode: 'AUD', symbol: '$'},
    });
    expect(data.localization.language).toEqual({isoCode: 'EN'});
    expect(
      Object.fromEntries(
        data.localization.availableCountries.map((c: any) => [
          c.isoCode,
          c.currency.isoCode,
        ]),
      ),
    ).toEqual({
      US: 'USD',
      CA: 'CAD',
      AU: 'AUD',
      NZ: 'NZD',
      GB: 'GBP',
      DE: 'EUR',
    });
    expect(data.menu).toEqual({id: 'gid://shopify/Menu/941'});
  });
});
