/**
 * The sandbox search service (Searchspring search.json / autocomplete.json) over the
 * seeded demo catalog: relevance, typos, prefixes, facets, sorting, pages, background
 * filters and merchandising, as a client reads them off the wire.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {bumpCatalogVersion} from '../../../sandbox/catalog/version.ts';
import {
  addCatalogProduct,
  catalogFacts,
  facet,
  facetCount,
  handles,
  names,
  searchClient,
} from './search-helpers.ts';

let sandbox: Sandbox;
let api: ReturnType<typeof searchClient>;
let facts: ReturnType<typeof catalogFacts>;
let DRESS_COUNT: number;

beforeAll(async () => {
  sandbox = await startSandbox();
  api = searchClient(sandbox);
  facts = catalogFacts(sandbox);
  DRESS_COUNT = facts.collectionSize('dresses');
});
afterAll(() => sandbox.close());

describe('relevance and matching', () => {
  it('ranks a word in the name above the same word only in the description', async () => {
    const inName = addCatalogProduct(sandbox, {
      title: 'Zephyr Quilted Gilet',
      description: 'A light layer.',
    });
    const inText = addCatalogProduct(sandbox, {
      title: 'Plain Boxy Tee',
      description: 'Pairs well with a zephyr gilet.',
    });
    const body = await api.search({q: 'zephyr'});
    expect(handles(body)).toEqual([inName.handle, inText.handle]);
  });

  it('puts every product named for linen before products that only mention it', async () => {
    const body = await api.search({q: 'linen', resultsPerPage: 100});
    const named = body.results.map((hit) => /linen/i.test(hit.name));
    expect(named[0]).toBe(true);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true));
    expect(body.results.length).toBeGreaterThan(named.filter(Boolean).length);
  });

  it('tolerates typos: "dres" (prefix) and "drses" (corrected) find what "dress" finds, dresses first', async () => {
    const dress = handles(await api.search({q: 'dress', resultsPerPage: 100}));
    const dresses = facts.typeCount('Dress');
    for (const q of ['dres', 'drses', 'DRESSES']) {
      const body = await api.search({q, resultsPerPage: 100});
      expect(handles(body).sort(), q).toEqual([...dress].sort());
      expect(
        body.results
          .slice(0, dresses)
          .every((hit) => hit.product_type === 'Dress'),
        q,
      ).toBe(true);
    }
    const corrected = await api.search({q: 'drses'});
    expect(corrected.query).toMatchObject({
      original: 'drses',
      corrected: 'dress',
    });
    expect(corrected.didYouMean).toEqual({query: 'dress'});
    const exact = await api.search({q: 'dress'});
    expect(exact.didYouMean).toBeUndefined();
  });

  it('matches word prefixes as a shopper types', async () => {
    const body = await api.search({q: 'cashm'});
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0].name).toMatch(/Cashmere/);
  });

  it('widens to any word ("expanded") when no product has them all', async () => {
    const body = await api.search({q: 'linen spaceship'});
    expect(body.query?.matchType).toBe('expanded');
    expect(body.results.length).toBeGreaterThan(0);
  });

  it('answers nothing for gibberish', async () => {
    const body = await api.search({q: 'qqqqzzzzxxxx'});
    expect(body.pagination.totalResults).toBe(0);
    expect(body.results).toEqual([]);
  });

  it('autocompletes: prefix matches with the autocomplete block, 20 by default', async () => {
    const body = await api.autocomplete({q: 'silk'});
    expect(body.autocomplete).toEqual({query: 'silk'});
    expect(body.pagination.perPage).toBe(20);
    expect(names(body)[0]).toMatch(/Silk/);
    const corrected = await api.autocomplete({q: 'drses'});
    expect(corrected.autocomplete).toEqual({
      query: 'drses',
      correctedQuery: 'dress',
    });
  });
});

describe('hits', () => {
  it('carry every field of the search product hit', async () => {
    const handle = facts.saleDress;
    const body = await api.search({
      'bgfilter.handle': handle,
      siteId: 'sandbox-au',
    });
    expect(body.results).toHaveLength(1);
    const hit = body.results[0];
    expect(hit).toMatchObject({
      uid: expect.stringMatching(/^\d+$/),
      // The hosted service's own result id is a hash, never the product id.
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      handle,
      name: facts.title(handle),
      url: `/products/${handle}`,
      product_type: 'Dress',
      product_type_unigram: 'dress',
      ss_available: '1',
      ss_is_published: '1',
      collection_handle: expect.arrayContaining(['dresses', 'sale']),
    });
    expect(hit.imageUrl).toBe(
      `${sandbox.origin}/images/products/${handle}-1.jpg`,
    );
    expect(Number(hit.price)).toBe(Number(hit.price_aud));
    expect(Number(hit.msrp)).toBeGreaterThan(Number(hit.price));
    expect(hit.variant_compare_at_price).toBe(hit.msrp);
    expect(hit.compare_at_price_aud).toBe(hit.msrp);
    for (const c of ['usd', 'aud', 'gbp', 'nzd']) {
      expect(Number(hit[`price_${c}`])).toBeGreaterThan(0);
      expect(Number(hit[`compare_at_price_${c}`])).toBeGreaterThan(
        Number(hit[`price_${c}`]),
      );
    }
    expect(Number(hit.ss_pct_off)).toBe(
      Math.round(
        ((Number(hit.msrp) - Number(hit.price)) / Number(hit.msrp)) * 100,
      ),
    );
    const colours = JSON.parse(hit.colors);
    expect(colours.some((c: {handle: string}) => c.handle === handle)).toBe(
      true,
    );
    const variants = JSON.parse(hit.variants);
    expect(variants[0]).toEqual(
      expect.objectContaining({
        productID: hit.uid,
        id: expect.stringMatching(/^\d+$/),
        size: variants[0].title,
        price: hit.price,
        compareAtPrice: hit.msrp,
        inventoryQuantity: expect.any(Number),
      }),
    );
    expect(['6', '8', '10', '12', '14']).toContain(variants[0].size);
    expect(hit.intellisuggestData).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(hit.intellisuggestSignature).toMatch(/^[0-9a-f]{64}$/);
    for (const field of [
      'ss_days_since_published',
      'ga_unique_purchases',
      'ss_instock_pct',
    ])
      expect(hit[field]).toMatch(/^\d+$/);
  });

  it('gives patterned colours a swatch picture on the sandbox CDN that loads', async () => {
    const hit = (
      await api.search({q: 'gingham', resultsPerPage: 100})
    ).results.find((h) => /gingham/.test(h.colors));
    const gingham = JSON.parse(hit!.colors).find(
      (c: {name: string}) => c.name === 'Blue Gingham',
    );
    expect(gingham.swatch.image).toBe(
      `${sandbox.origin}/images/swatches/gingham.jpg`,
    );
    const picture = await fetch(gingham.swatch.image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('report stock and video the way tiles read them', async () => {
    const soldOut = (await api.search({'bgfilter.handle': facts.soldOut}))
      .results[0];
    expect(soldOut).toMatchObject({ss_available: '0', ss_instock_pct: '0'});
    const video = (await api.search({'bgfilter.handle': facts.video}))
      .results[0];
    expect(video.video_url).toMatch(/\.mp4$/);
    expect(video.video_file).toMatch(/^gid:\/\/shopify\/Video\/\d+$/);
    expect(video.video_in_collection).toBe('1');
  });

  it('leave out hidden products and return only the fields asked for', async () => {
    expect(
      (await api.search({'bgfilter.handle': 'one-dollar'})).results,
    ).toEqual([]);
    const body = await api.search({
      q: 'dress',
      fields: 'name,price',
      resultsPerPage: 1,
    });
    expect(Object.keys(body.results[0]).sort()).toEqual([
      'id',
      'name',
      'price',
      'uid',
    ]);
  });

  it('follow the catalog: a sell-out or a new product shows on the next search', async () => {
    const handle = facts.inStock;
    const before = (await api.search({'bgfilter.handle': handle})).results[0];
    expect(before.ss_available).toBe('1');
    const id = Number(before.uid);
    const saved = sandbox.db
      .prepare('SELECT id, inventory FROM variants WHERE product_id = ?')
      .all(id) as {id: number; inventory: number}[];
    sandbox.db
      .prepare('UPDATE variants SET inventory = 0 WHERE product_id = ?')
      .run(id);
    bumpCatalogVersion(sandbox.db);
    expect(
      (await api.search({'bgfilter.handle': handle})).results[0],
    ).toMatchObject({ss_available: '0', ss_instock_pct: '0'});
    for (const v of saved)
      sandbox.db
        .prepare('UPDATE variants SET inventory = ? WHERE id = ?')
        .run(v.inventory, v.id);
    bumpCatalogVersion(sandbox.db);
    const added = addCatalogProduct(sandbox, {
      title: 'Quokka Print Scarf',
      productType: 'Accessories',
    });
    expect(handles(await api.search({q: 'quokka'}))).toEqual([added.handle]);
  });
});

describe('facets', () => {
  const dresses = {
    'bgfilter.collection_handle': 'dresses',
    resultsPerPage: 100,
  };

  it('lists style, colour, size, fabric and occasion with counts, and price as a slider', async () => {
    const body = await api.search(dresses);
    expect(body.facets.map((f) => f.field)).toEqual([
      'ss_category_hierarchy',
      'style',
      'color',
      'size',
      'fabric',
      'occasion',
      'ss_price',
    ]);
    expect(body.facets.map((f) => f.type)).toEqual([
      'hierarchy',
      'list',
      'palette',
      'grid',
      'list',
      'list',
      'slider',
    ]);
    const colour = facet(body, 'color');
    expect(colour).toMatchObject({
      label: 'Colour',
      type: 'palette',
      facet_active: 0,
    });
    const total = colour.values.reduce(
      (sum: number, v: {count: number}) => sum + v.count,
      0,
    );
    expect(total).toBe(DRESS_COUNT);
    expect(colour.values[0]).toEqual({
      active: false,
      type: 'value',
      value: expect.any(String),
      label: expect.any(String),
      count: expect.any(Number),
    });
    const price = facet(body, 'ss_price');
    expect(price).toMatchObject({
      type: 'slider',
      label: 'Price',
      step: 5,
      facet_active: 0,
    });
    expect(price.active).toEqual(price.range);
    const prices = body.results.map((hit) => Number(hit.price));
    expect(price.range[0]).toBeLessThanOrEqual(Math.min(...prices));
    expect(price.range[1]).toBeGreaterThanOrEqual(Math.max(...prices));
  });

  it('orders sizes by the shop size order', async () => {
    const tops = facet(
      await api.search({'bgfilter.collection_handle': 'tops'}),
      'size',
    ).values.map((v: {value: string}) => v.value);
    expect(tops).toEqual(
      ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'].filter((s) => tops.includes(s)),
    );
    const everything = facet(await api.search({}), 'size').values.map(
      (v: {value: string}) => v.value,
    );
    expect(everything.indexOf('XXL')).toBeLessThan(everything.indexOf('OSFA'));
    expect(everything.indexOf('OSFA')).toBeLessThan(everything.indexOf('6'));
    expect(everything.indexOf('14')).toBeLessThan(everything.indexOf('36'));
  });

  it('counts disjunctively: a facet ignores its own filter, ORs its values and ANDs with the others', async () => {
    const all = await api.search(dresses);
    const [first, second] = facet(all, 'color').values.map(
      (v: {value: string}) => v.value,
    );
    const one = await api.search({...dresses, 'filter.color': first});
    expect(one.results.length).toBe(facetCount(all, 'color', first));
    expect(facet(one, 'color').values).toEqual(
      facet(all, 'color').values.map((v: {value: string}) => ({
        ...v,
        active: v.value === first,
      })),
    );
    expect(facet(one, 'color').facet_active).toBe(1);
    const sizes = facet(one, 'size').values.reduce(
      (sum: number, v: {count: number}) => sum + v.count,
      0,
    );
    expect(sizes).toBeLessThan(
      facet(all, 'size').values.reduce(
        (sum: number, v: {count: number}) => sum + v.count,
        0,
      ),
    );

    const two = await api.search({...dresses, 'filter.color': [first, second]});
    expect(two.results.length).toBe(
      facetCount(all, 'color', first) + facetCount(all, 'color', second),
    );

    const size = facet(one, 'size').values[0].value;
    const both = await api.search({
      ...dresses,
      'filter.color': first,
      'filter.size': size,
    });
    expect(both.results.length).toBe(facetCount(one, 'size', size));
    expect(
      both.results.every(
        (hit) => hit.color.includes(first) && hit.size.includes(size),
      ),
    ).toBe(true);
    expect(facetCount(both, 'color', first)).toBe(both.results.length);
    expect(both.filterSummary).toEqual([
      {
        field: 'color',
        value: first,
        label: `Colour: ${first}`,
        filterLabel: 'Colour',
        filterValue: first,
      },
      {
        field: 'size',
        value: size,
        label: `Size: ${size}`,
        filterLabel: 'Size',
        filterValue: size,
      },
    ]);
  });

  it('keeps a chosen value that matches nothing, so it can be removed', async () => {
    const body = await api.search({...dresses, 'filter.color': 'NoSuchColour'});
    expect(body.results).toEqual([]);
    expect(facet(body, 'color').values).toContainEqual({
      active: true,
      type: 'value',
      value: 'NoSuchColour',
      label: 'NoSuchColour',
      count: 0,
    });
  });

  /** A price range holding the middle half of the dresses' prices, in a site's currency. */
  async function middleRange(siteId: string): Promise<[number, number]> {
    const prices = (await api.search({...dresses, siteId})).results
      .map((hit) => Number(hit.price))
      .sort((a, b) => a - b);
    return [
      Math.floor(prices[Math.floor(prices.length / 4)]),
      Math.ceil(prices[Math.floor((prices.length * 3) / 4)]),
    ];
  }

  it('filters by a price range and keeps the full range on the slider', async () => {
    const all = await api.search(dresses);
    const [low, high] = await middleRange('sandbox-us');
    const body = await api.search({
      ...dresses,
      'filter.ss_price.low': low,
      'filter.ss_price.high': high,
    });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThan(all.results.length);
    expect(
      body.results.every(
        (hit) => Number(hit.price) >= low && Number(hit.price) <= high,
      ),
    ).toBe(true);
    const price = facet(body, 'ss_price');
    expect(price).toMatchObject({
      facet_active: 1,
      active: [low, high],
      range: facet(all, 'ss_price').range,
    });
    expect(body.filterSummary).toEqual([
      {
        field: 'ss_price',
        value: {rangeLow: low, rangeHigh: high},
        label: `Price: $${low} - $${high}`,
        filterLabel: 'Price',
        filterValue: `$${low} - $${high}`,
      },
    ]);
    const open = await api.search({
      ...dresses,
      'filter.ss_price.low': high,
      'filter.ss_price.high': '*',
    });
    expect(open.results.length).toBeGreaterThan(0);
    expect(open.results.every((hit) => Number(hit.price) >= high)).toBe(true);
  });

  it('prices the slider and the filter in the site currency', async () => {
    const [low, high] = await middleRange('sandbox-au');
    const au = await api.search({
      ...dresses,
      siteId: 'sandbox-au',
      'filter.ss_price.low': low,
      'filter.ss_price.high': high,
    });
    expect(au.results.length).toBeGreaterThan(0);
    expect(
      au.results.every(
        (hit) =>
          hit.price === hit.price_aud &&
          Number(hit.price) >= low &&
          Number(hit.price) <= high,
      ),
    ).toBe(true);
    expect(facet(au, 'ss_price').range[1]).toBeGreaterThan(
      facet(await api.search(dresses), 'ss_price').range[1],
    );
  });
});

describe('sorting', () => {
  const FIELDS = [
    'ss_price',
    'ss_days_since_published',
    'ss_pct_off',
    'ga_unique_purchases',
  ];

  it.each(
    FIELDS.flatMap((field) => [
      [field, 'asc'],
      [field, 'desc'],
    ]),
  )('sorts by %s %s and marks it active', async (field, direction) => {
    const body = await api.search({
      'bgfilter.collection_handle': 'dresses',
      [`sort.${field}`]: direction,
      resultsPerPage: 100,
    });
    const values = body.results.map((hit) => Number(hit[field]));
    const sorted = [...values].sort((a, b) =>
      direction === 'asc' ? a - b : b - a,
    );
    expect(values).toEqual(sorted);
    const active = body.sorting.options.filter((o) => o.active);
    expect(active).toEqual([
      expect.objectContaining({field, direction, active: 1}),
    ]);
  });

  it('offers relevance first and uses it without a sort, or with an unknown one', async () => {
    for (const params of [
      {},
      {'sort.nonsense': 'asc'},
      {'sort.ss_price': 'sideways'},
    ] as Record<string, string>[]) {
      const body = await api.search({q: 'dress', ...params});
      expect(body.sorting.options[0]).toEqual({
        type: 'relevance',
        field: 'relevance',
        direction: 'desc',
        label: 'Best Match',
        active: 1,
      });
      expect(body.sorting.options.filter((o) => o.active)).toHaveLength(1);
    }
    const fields = (await api.search({})).sorting.options.map(
      (o) => `${o.field}:${o.direction}`,
    );
    for (const field of FIELDS)
      expect(fields).toEqual(
        expect.arrayContaining([`${field}:asc`, `${field}:desc`]),
      );
  });

  it('keeps a collection in its merchandised order by default', async () => {
    const body = await api.search({
      'bgfilter.collection_handle': 'dresses',
      resultsPerPage: 100,
    });
    const order = sandbox.db
      .prepare(
        "SELECT p.handle FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id WHERE c.handle = 'dresses' ORDER BY cp.position",
      )
      .all()
      .map((row) => (row as {handle: string}).handle);
    expect(handles(body)).toEqual(order);
  });
});

describe('pagination', () => {
  it('numbers pages for a query', async () => {
    const total = facts.typeCount('Dress');
    const pages = Math.ceil(total / 8);
    const page = (n: number) =>
      api.search({
        'bgfilter.product_type': 'Dress',
        resultsPerPage: 8,
        page: n,
      });
    expect((await page(1)).pagination).toEqual({
      totalResults: total,
      begin: 1,
      end: 8,
      currentPage: 1,
      totalPages: pages,
      previousPage: 0,
      nextPage: 2,
      perPage: 8,
      defaultPerPage: 48,
    });
    const last = await page(pages);
    expect(last.pagination).toEqual({
      totalResults: total,
      begin: (pages - 1) * 8 + 1,
      end: total,
      currentPage: pages,
      totalPages: pages,
      previousPage: pages - 1,
      nextPage: 0,
      perPage: 8,
      defaultPerPage: 48,
    });
    expect(last.results).toHaveLength(total - (pages - 1) * 8);
    const all = await Promise.all(
      Array.from({length: pages}, (_, i) => page(i + 1)),
    );
    expect(new Set(all.flatMap((body) => handles(body))).size).toBe(total);
    const beyond = await page(99);
    expect(beyond.results).toEqual([]);
    expect(beyond.pagination).toMatchObject({
      totalResults: total,
      begin: 0,
      end: 0,
      currentPage: 99,
      nextPage: 0,
      previousPage: pages,
    });
  });

  it('defaults to 48 per page', async () => {
    const body = await api.search({});
    expect(body.pagination.perPage).toBe(48);
    expect(body.results).toHaveLength(48);
  });
});

describe('background filters', () => {
  it('limits to a collection', async () => {
    const body = await api.search({
      'bgfilter.collection_handle': 'knitwear',
      resultsPerPage: 100,
    });
    expect(body.results.length).toBeGreaterThan(0);
    expect(
      body.results.every((hit) => hit.collection_handle.includes('knitwear')),
    ).toBe(true);
    expect(body.filterSummary).toEqual([]);
  });

  it('answers one product by handle (the tile refresh) and none for an unknown handle', async () => {
    const handle = facts.mostColours;
    const one = await api.search({
      'bgfilter.handle': handle,
      page: 1,
      resultsPerPage: 1,
    });
    expect(handles(one)).toEqual([handle]);
    expect(JSON.parse(one.results[0].colors).length).toBeGreaterThan(3);
    expect(
      (await api.search({'bgfilter.handle': 'no-such-product'})).results,
    ).toEqual([]);
  });

  it('honours the published flag', async () => {
    expect(
      (await api.search({'bgfilter.ss_is_published': 1})).pagination
        .totalResults,
    ).toBeGreaterThan(100);
    expect(
      (await api.search({'bgfilter.ss_is_published': 0})).pagination
        .totalResults,
    ).toBe(0);
  });
});

describe('merchandising', () => {
  it('redirects "gift cards" with the minimal answer', async () => {
    for (const q of ['gift cards', 'Gift Card', '  GIFT   cards ']) {
      expect(await api.search({q, redirectResponse: 'minimal'})).toEqual({
        merchandising: {redirect: '/collections/gift-cards'},
      });
    }
    expect(await api.search({q: 'sale'})).toEqual({
      merchandising: {redirect: '/collections/sale'},
    });
  });

  it('gives the full answer and the redirect with redirectResponse=full', async () => {
    const body = await api.search({q: 'gift cards', redirectResponse: 'full'});
    expect(body.merchandising.redirect).toBe('/collections/gift-cards');
    expect(body.results.length).toBeGreaterThan(0);
  });

  it('places the dresses inline banner at grid index 5, taking a slot', async () => {
    const all = await api.search({
      'bgfilter.collection_handle': 'dresses',
      resultsPerPage: 100,
    });
    expect(all.merchandising.content.inline).toEqual([
      {
        config: {position: {index: 5}},
        value: expect.stringContaining('merch-banner--inline'),
      },
    ]);
    expect(all.merchandising.content.header[0]).toContain('Summer Dress Edit');
    expect(all.merchandising.triggeredCampaigns).toEqual([
      expect.objectContaining({id: '3101'}),
    ]);
    expect(all.pagination.totalResults).toBe(DRESS_COUNT + 1);
    expect(all.results).toHaveLength(DRESS_COUNT);

    const first = await api.search({
      'bgfilter.collection_handle': 'dresses',
      resultsPerPage: 5,
    });
    const second = await api.search({
      'bgfilter.collection_handle': 'dresses',
      resultsPerPage: 5,
      page: 2,
    });
    expect(first.results).toHaveLength(5);
    expect(second.results).toHaveLength(4);
    expect(second.pagination).toMatchObject({begin: 6, end: 10});
    expect([...handles(first), ...handles(second)]).toEqual(
      handles(all).slice(0, 9),
    );
  });

  it('fills content areas for a query and keeps banner images on the sandbox origin', async () => {
    const body = await api.search({q: 'linen'});
    expect(body.merchandising.content.header[0]).toContain('Made in linen');
    expect(body.merchandising.content.left).toHaveLength(1);
    const dresses = await api.search({'bgfilter.collection_handle': 'dresses'});
    expect(dresses.merchandising.content.inline[0].value).toContain(
      `src="${sandbox.origin}/images/content/`,
    );
  });

  it('turns merchandising off on request', async () => {
    const body = await api.search({
      'bgfilter.collection_handle': 'dresses',
      disableInlineBanners: 'true',
    });
    expect(body.merchandising.content.inline).toBeUndefined();
    expect(body.pagination.totalResults).toBe(DRESS_COUNT);
  });
});

describe('speed', () => {
  it('answers a faceted search quickly once the index is built', async () => {
    const params = {
      q: 'dress',
      'filter.size': '8',
      'filter.color': 'Black',
      'sort.ss_price': 'asc',
    };
    await api.search(params);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await api.search(params);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[15]).toBeLessThan(50);
  });
});
