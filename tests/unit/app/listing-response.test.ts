/**
 * Reading the search service's answer (Searchspring's JSON) into what a listing shows.
 */
import {describe, expect, it} from 'vitest';
import {readSearchResponse} from '~/lib/search/response';
import {colourPath, readHit} from '~/lib/search/hits';
import {sanitizeBannerHtml} from '~/lib/search/banner-html';

const hit = {
  uid: '1001',
  id: 'gid://shopify/Product/1001',
  handle: 'linen-midi-dress-sage',
  name: 'Linen Midi Dress',
  sku: 'LMD-SAGE',
  imageUrl: 'https://cdn.example/lmd.jpg',
  product_type: 'Dress',
  product_type_unigram: 'dress',
  price: '120',
  variant_compare_at_price: '150',
  price_aud: '180',
  compare_at_price_aud: '220',
  colors: JSON.stringify([
    {
      handle: 'linen-midi-dress-sage',
      name: 'Sage',
      href: '/products/linen-midi-dress-sage',
      swatch: {color: '#9caf88'},
    },
    {
      handle: 'linen-midi-dress-ink',
      name: 'Ink',
      href: '/products/linen-midi-dress-ink',
      swatch: {color: '#1d2333'},
    },
  ]),
  tags: ['badge:new', 'featured-offer:Free shipping'],
  variants: JSON.stringify([
    {
      productID: '1001',
      id: '5001',
      size: 'M',
      price: '120',
      compareAtPrice: '150',
      inventoryQuantity: 3,
    },
    {
      productID: '1001',
      id: '5002',
      size: 'S',
      price: '120',
      compareAtPrice: '150',
      inventoryQuantity: 0,
    },
  ]),
  ss_instock_pct: '50',
  ss_available: '1',
  video_url: 'https://cdn.example/lmd.mp4',
  video_in_collection: '1',
  intellisuggestData: 'eJwrTs4t',
  intellisuggestSignature: 'b931b65c',
};

describe('readHit', () => {
  it('reads a hit into a tile product in the shopper currency', () => {
    expect(
      readHit(hit, {currency: 'AUD', siteCurrency: 'AUD', position: 7}),
    ).toMatchObject({
      id: 'gid://shopify/Product/1001',
      handle: 'linen-midi-dress-sage',
      title: 'Linen Midi Dress',
      productType: 'Dress',
      price: {amount: '180', currencyCode: 'AUD'},
      compareAtPrice: {amount: '220', currencyCode: 'AUD'},
      inStock: true,
      videoUrl: 'https://cdn.example/lmd.mp4',
      videoInCollection: true,
      tracking: {data: 'eJwrTs4t', signature: 'b931b65c'},
      position: 7,
    });
  });

  it('reads variants with global ids, sizes and stock, and nothing a tile does not show', () => {
    const product = readHit(hit, {currency: 'USD'})!;
    expect(Object.keys(product).sort()).toEqual([
      'badge',
      'colors',
      'compareAtPrice',
      'handle',
      'id',
      'imageUrl',
      'inStock',
      'offers',
      'position',
      'price',
      'productType',
      'sku',
      'title',
      'tracking',
      'variants',
      'videoInCollection',
      'videoUrl',
    ]);
    // Smallest size first, as the tile lists them.
    expect(product.variants).toEqual([
      {
        id: 'gid://shopify/ProductVariant/5002',
        size: 'S',
        inventoryQuantity: 0,
      },
      {
        id: 'gid://shopify/ProductVariant/5001',
        size: 'M',
        inventoryQuantity: 3,
      },
    ]);
    expect(product.colors.map((colour) => colour.name)).toEqual([
      'Sage',
      'Ink',
    ]);
  });

  it('sends a colour’s address only where it is not the colour’s own product page', () => {
    const colours = (href: string) =>
      readHit(
        {
          ...hit,
          colors: JSON.stringify([
            {handle: 'linen-midi-dress-ink', name: 'Ink', href, parent: 'Blue'},
          ]),
        },
        {currency: 'USD'},
      )!.colors;
    const [own] = colours('/products/linen-midi-dress-ink');
    expect(own).toEqual({
      handle: 'linen-midi-dress-ink',
      name: 'Ink',
      swatch: {},
    });
    expect(colourPath(own!)).toBe('/products/linen-midi-dress-ink');
    const [elsewhere] = colours('/products/linen-midi-dress?colour=ink');
    expect(elsewhere?.href).toBe('/products/linen-midi-dress?colour=ink');
    expect(colourPath(elsewhere!)).toBe(
      '/products/linen-midi-dress?colour=ink',
    );
  });

  it('works out the badge and the featured offers from the tags, and sends no tags', () => {
    expect(readHit(hit, {currency: 'USD'})).toMatchObject({
      // A real discount (120 against 150) wins over the tagged badge.
      badge: {label: 'save 20%', kind: 'highlight'},
      offers: ['Free shipping'],
    });
    expect(
      readHit({...hit, variant_compare_at_price: ''}, {currency: 'USD'}),
    ).toMatchObject({badge: {label: 'new', kind: 'positive'}});
  });

  it('keys the product on uid, not the hosted service’s own hashed result id', () => {
    const product = readHit(
      {...hit, id: 'd55b14c8cfc53f23723527f10a4b87cd'},
      {currency: 'USD'},
    )!;
    expect(product.id).toBe('gid://shopify/Product/1001');
  });

  it('falls back to the plain price when the currency has no price of its own', () => {
    expect(readHit(hit, {currency: 'NZD', siteCurrency: 'USD'})?.price).toEqual(
      {amount: '120', currencyCode: 'USD'},
    );
  });

  it('counts a style out of stock at 0 percent in stock', () => {
    expect(
      readHit({...hit, ss_instock_pct: '0'}, {currency: 'USD'})?.inStock,
    ).toBe(false);
  });

  it('drops a hit it cannot show and survives malformed fields', () => {
    expect(readHit({name: 'No handle'}, {currency: 'USD'})).toBeNull();
    const odd = readHit(
      {
        handle: 'x',
        name: 'X',
        colors: '{not json',
        variants: 'nope',
        tags: 42,
        price: 'free',
      },
      {currency: 'USD'},
    );
    expect(odd).toMatchObject({
      colors: [],
      variants: [],
      badge: null,
      offers: [],
      price: {amount: '0', currencyCode: 'USD'},
    });
  });
});

describe('readSearchResponse', () => {
  const body = {
    pagination: {
      totalResults: 130,
      begin: 49,
      end: 96,
      currentPage: 2,
      totalPages: 3,
      previousPage: 1,
      nextPage: 3,
      perPage: 48,
      defaultPerPage: 48,
    },
    results: [hit],
    facets: [
      {
        field: 'color',
        label: 'Colour',
        type: null,
        values: [
          {active: true, type: 'value', value: 'Red', label: 'Red', count: 12},
          {
            active: false,
            type: 'value',
            value: 'Blue',
            label: 'Blue',
            count: 3,
          },
        ],
      },
      {
        field: 'ss_price',
        label: 'Price',
        type: 'slider',
        range: [9, 420],
        active: [50, 150],
        step: 1,
      },
      {
        field: 'collection_handle',
        label: 'Collection',
        values: [{type: 'value', value: 'dresses', label: 'Dresses', count: 4}],
      },
    ],
    sorting: {
      options: [
        {field: 'relevance', direction: 'desc', label: 'Best match', active: 0},
        {
          field: 'ss_price',
          direction: 'asc',
          label: 'Price: low to high',
          active: 1,
        },
        {
          field: 'ss_days_since_published',
          direction: 'asc',
          label: 'Newest',
          active: 0,
        },
      ],
    },
    merchandising: {
      redirect: '',
      content: {
        header: [
          '<div class="hero"><a href="/collections/sale">Sale</a><script>steal()</script></div>',
        ],
        inline: [
          {
            value: '<p style="color:red" onclick="x()">Linen week</p>',
            config: {position: {index: 50}},
          },
        ],
      },
    },
  };

  it('reads pagination, facets the address can express, and sort options', () => {
    const read = readSearchResponse(body, {currency: 'AUD'});
    expect(read.pagination).toMatchObject({
      totalResults: 130,
      begin: 49,
      currentPage: 2,
      totalPages: 3,
      perPage: 48,
    });
    expect(read.facets).toEqual([
      {
        kind: 'values',
        name: 'colour',
        field: 'color',
        label: 'Colour',
        values: [
          {value: 'Red', label: 'Red', count: 12, active: true},
          {value: 'Blue', label: 'Blue', count: 3, active: false},
        ],
      },
      {
        kind: 'range',
        name: 'price',
        field: 'ss_price',
        label: 'Price',
        range: [9, 420],
        active: [50, 150],
        step: 1,
      },
    ]);
    expect(read.sortOptions).toEqual([
      {value: '', label: 'Best match', active: false},
      {value: 'price-asc', label: 'Price: low to high', active: true},
      {value: 'days_since_published-asc', label: 'Newest', active: false},
    ]);
    expect(read.results[0].position).toBe(49);
  });

  it('cleans merchandising HTML and keeps inline banner positions', () => {
    const read = readSearchResponse(body, {currency: 'AUD'});
    expect(read.merchandising.header).toEqual([
      '<div class="hero"><a href="/collections/sale">Sale</a></div>',
    ]);
    expect(read.merchandising.inline).toEqual([
      {position: 50, html: '<p>Linen week</p>'},
    ]);
  });

  it('reads a redirect answer', () => {
    expect(
      readSearchResponse(
        {merchandising: {redirect: '/products/gift-card'}},
        {currency: 'USD'},
      ).merchandising.redirect,
    ).toBe('/products/gift-card');
  });

  it('answers empty parts for a malformed body', () => {
    const read = readSearchResponse(
      {results: 'x', facets: {}, pagination: null, sorting: 3},
      {currency: 'USD', page: 4},
    );
    expect(read).toMatchObject({
      results: [],
      facets: [],
      sortOptions: [],
      pagination: {totalResults: 0, currentPage: 4},
    });
  });

  it('never lets a banner run script', () => {
    expect(
      sanitizeBannerHtml(
        '<img src="javascript:alert(1)" onerror="x()"><a href="//evil.example">x</a>',
      ),
    ).toBe('<img src><a href>x</a>');
  });
});
