import {decodeEncodedVariant, getProductOptions} from '@shopify/hydrogen-react';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {storefront} from './storefront-products-client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
const gql = storefront(() => sandbox);

const PRICES = `query Prices($handle: String!, $country: CountryCode) @inContext(country: $country) {
  product(handle: $handle) {
    priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount currencyCode } }
    variants(first: 1) { nodes { price { amount currencyCode } compareAtPrice { amount currencyCode } unitPrice { amount } } }
  }
}`;

describe('a product by handle', () => {
  it('is priced in US dollars in the US and Australian dollars in Australia', async () => {
    const us = await gql(PRICES, {
      handle: 'amalfi-linen-midi-dress-black',
      country: 'US',
    });
    const au = await gql(PRICES, {
      handle: 'amalfi-linen-midi-dress-black',
      country: 'AU',
    });
    expect(us.data.product.priceRange.minVariantPrice).toEqual({
      amount: '149.0',
      currencyCode: 'USD',
    });
    expect(au.data.product.priceRange.minVariantPrice).toEqual({
      amount: '229.0',
      currencyCode: 'AUD',
    });
    expect(us.data.product.variants.nodes[0]).toEqual({
      price: {amount: '149.0', currencyCode: 'USD'},
      compareAtPrice: null,
      unitPrice: null,
    });
    expect(au.data.product.variants.nodes[0].price.currencyCode).toBe('AUD');
  });

  it('prices without a country in US dollars, and an unknown country too', async () => {
    const none = await gql(
      `{ product(handle: "amalfi-linen-midi-dress-black") { priceRange { minVariantPrice { currencyCode } } } }`,
    );
    expect(none.data.product.priceRange.minVariantPrice.currencyCode).toBe(
      'USD',
    );
    const fr = await gql(PRICES, {
      handle: 'amalfi-linen-midi-dress-black',
      country: 'FR',
    });
    expect(fr.data.product.priceRange.minVariantPrice.currencyCode).toBe('USD');
  });

  it('shows a sale with its compare-at price in the shopper’s currency, with cents where the price has them', async () => {
    const gb = await gql(PRICES, {
      handle: 'wren-smocked-sundress-blush',
      country: 'GB',
    });
    const {priceRange, compareAtPriceRange, variants} = gb.data.product;
    expect(priceRange.minVariantPrice.amount).toMatch(/^\d+\.95$/);
    expect(priceRange.minVariantPrice.currencyCode).toBe('GBP');
    expect(Number(compareAtPriceRange.minVariantPrice.amount)).toBeGreaterThan(
      Number(priceRange.minVariantPrice.amount),
    );
    expect(variants.nodes[0].compareAtPrice.currencyCode).toBe('GBP');
  });

  it('gives the one-dollar product’s price as the exchange rate in each country', async () => {
    const rate = async (country: string) =>
      (await gql(PRICES, {handle: 'one-dollar', country})).data.product
        .priceRange.minVariantPrice;
    expect(await rate('US')).toEqual({amount: '1.0', currencyCode: 'USD'});
    expect(await rate('AU')).toEqual({amount: '1.52', currencyCode: 'AUD'});
    expect(await rate('NZ')).toEqual({amount: '1.66', currencyCode: 'NZD'});
    expect(await rate('GB')).toEqual({amount: '0.79', currencyCode: 'GBP'});
    expect(await rate('CA')).toEqual({amount: '1.37', currencyCode: 'CAD'});
    expect(await rate('DE')).toEqual({amount: '0.92', currencyCode: 'EUR'});
  });

  it('returns null for a handle that does not exist', async () => {
    expect(
      (await gql(`{ product(handle: "no-such-product") { id } }`)).data,
    ).toEqual({product: null});
  });

  it('has the fields a product page reads', async () => {
    const {data} = await gql(`{ product(handle: "wren-smocked-sundress-blush") {
      id title handle vendor productType tags description descriptionHtml availableForSale isGiftCard onlineStoreUrl
      short: description(truncateAt: 40) seo { title description } featuredImage { id url altText width height }
      images(first: 10) { nodes { url } } totalInventory variantsCount { count }
      collections(first: 5) { nodes { handle } } } }`);
    const p = data.product;
    expect(p).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
      title: 'Wren Smocked Sundress - Blush',
      handle: 'wren-smocked-sundress-blush',
      vendor: 'Meadow & Co.',
      productType: 'Dress',
      availableForSale: true,
      isGiftCard: false,
      onlineStoreUrl: null,
      seo: {title: 'Wren Smocked Sundress - Blush'},
      featuredImage: {
        url: `${sandbox.origin}/images/products/wren-smocked-sundress-blush-1.jpg`,
        width: 1280,
        height: 1920,
        altText: 'Wren Smocked Sundress in Blush, front view',
      },
      variantsCount: {count: 5},
      collections: {nodes: [{handle: 'dresses'}, {handle: 'sale'}]},
    });
    expect(p.descriptionHtml).toMatch(/^<p>/);
    expect(p.description).not.toMatch(/</);
    expect(p.short.length).toBeLessThanOrEqual(41);
    expect(p.short.endsWith('…')).toBe(true);
    expect(p.images.nodes).toHaveLength(3);
  });

  it('lists variants with stock, SKU and options, paged with opaque cursors', async () => {
    const query = `query($after: String) { product(handle: "rosalind-silk-slip-dress-blush") { variants(first: 3, after: $after) {
      nodes { id title sku availableForSale currentlyNotInStock quantityAvailable requiresShipping selectedOptions { name value } image { url } product { handle } }
      pageInfo { hasNextPage hasPreviousPage endCursor } } } }`;
    const first = (await gql(query)).data.product.variants;
    expect(first.nodes.map((v: any) => v.title)).toEqual(['6', '8', '10']);
    expect(first.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(() =>
      JSON.parse(Buffer.from(first.pageInfo.endCursor, 'base64url').toString()),
    ).not.toThrow();
    const rest = (await gql(query, {after: first.pageInfo.endCursor})).data
      .product.variants;
    expect(rest.nodes.map((v: any) => v.title)).toEqual(['12', '14']);
    expect(rest.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const low = [...first.nodes, ...rest.nodes].find(
      (v: any) => v.quantityAvailable >= 1 && v.quantityAvailable <= 3,
    );
    expect(low).toMatchObject({
      availableForSale: true,
      currentlyNotInStock: false,
      requiresShipping: true,
      product: {handle: 'rosalind-silk-slip-dress-blush'},
    });
    expect(low.sku).toMatch(/^ROSALIND-BLU-\d+$/);
    expect(low.selectedOptions).toEqual([{name: 'Size', value: low.title}]);
  });

  it('sells gift cards without counting stock, and marks a sold-out style unavailable', async () => {
    const gift = (
      await gql(
        `{ product(handle: "gift-card") { isGiftCard availableForSale options { name values } variants(first: 5) { nodes { availableForSale quantityAvailable requiresShipping } } } }`,
      )
    ).data.product;
    expect(gift).toMatchObject({
      isGiftCard: true,
      availableForSale: true,
      options: [{name: 'Denominations', values: ['$50', '$100', '$200']}],
    });
    expect(
      gift.variants.nodes.every(
        (v: any) =>
          v.availableForSale &&
          v.quantityAvailable === null &&
          !v.requiresShipping,
      ),
    ).toBe(true);
    const sold = (
      await gql(
        `{ product(handle: "calla-tiered-maxi-dress-leopard") { availableForSale encodedVariantAvailability variants(first: 10) { nodes { availableForSale currentlyNotInStock quantityAvailable } } } }`,
      )
    ).data.product;
    expect(sold.availableForSale).toBe(false);
    expect(sold.encodedVariantAvailability).toBe('');
    expect(
      sold.variants.nodes.every(
        (v: any) =>
          !v.availableForSale &&
          v.currentlyNotInStock &&
          v.quantityAvailable === 0,
      ),
    ).toBe(true);
  });

  it('answers the option fields Hydrogen’s product helpers decode', async () => {
    const {data} = await gql(`{ product(handle: "noor-linen-blouse-cobalt") {
      encodedVariantExistence encodedVariantAvailability
      options { name optionValues { name firstSelectableVariant { title } swatch { color } } }
      selectedOrFirstAvailableVariant(selectedOptions: [{name: "size", value: "m"}, {name: "Colour", value: "Blue"}], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { title }
      first: selectedOrFirstAvailableVariant { title availableForSale }
      variantBySelectedOptions(selectedOptions: [{name: "Size", value: "XL"}]) { title }
      missing: variantBySelectedOptions(selectedOptions: [{name: "Size", value: "XXXL"}]) { title }
      adjacentVariants(selectedOptions: [{name: "Size", value: "M"}]) { title }
      variants(first: 10) { nodes { title availableForSale } } } }`);
    const p = data.product;
    const titles = p.variants.nodes.map((v: any) => v.title);
    expect(p.options).toHaveLength(1);
    expect(p.options[0].optionValues.map((v: any) => v.name)).toEqual(titles);
    expect(
      p.options[0].optionValues.every(
        (v: any) =>
          v.firstSelectableVariant.title === v.name && v.swatch === null,
      ),
    ).toBe(true);
    expect(decodeEncodedVariant(p.encodedVariantExistence)).toEqual(
      titles.map((_: string, i: number) => [i]),
    );
    const available = p.variants.nodes.flatMap((v: any, i: number) =>
      v.availableForSale ? [[i]] : [],
    );
    expect(decodeEncodedVariant(p.encodedVariantAvailability)).toEqual(
      available,
    );
    expect(p.selectedOrFirstAvailableVariant.title).toBe('M');
    expect(p.first.availableForSale).toBe(true);
    expect(p.variantBySelectedOptions.title).toBe('XL');
    expect(p.missing).toBeNull();
    expect(p.adjacentVariants.map((v: any) => v.title)).toEqual(
      titles.filter((t: string) => t !== 'M'),
    );
  });

  it('works with Hydrogen’s getProductOptions, as the skeleton product page uses it', async () => {
    const variant =
      'id title availableForSale selectedOptions { name value } product { handle } price { amount currencyCode }';
    const {data} =
      await gql(`{ product(handle: "rosalind-silk-slip-dress-blush") {
      handle encodedVariantExistence encodedVariantAvailability
      options { name optionValues { name firstSelectableVariant { ${variant} } swatch { color image { previewImage { url } } } } }
      selectedOrFirstAvailableVariant(selectedOptions: [{name: "Size", value: "10"}], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ${variant} }
      adjacentVariants(selectedOptions: [{name: "Size", value: "10"}]) { ${variant} } } }`);
    const options = getProductOptions(data.product);
    expect(options[0].name).toBe('Size');
    const values = options[0].optionValues;
    expect(values.map((v) => v.name)).toEqual(['6', '8', '10', '12', '14']);
    expect(values.find((v) => v.selected)?.name).toBe('10');
    expect(values.every((v) => v.exists)).toBe(true);
    expect(
      values.every((v) => v.handle === 'rosalind-silk-slip-dress-blush'),
    ).toBe(true);
  });

  it('gives images, uploaded videos and external videos as media', async () => {
    const media = async (handle: string) =>
      (
        await gql(`{ product(handle: "${handle}") { media(first: 10) { nodes { __typename id alt mediaContentType previewImage { url width height }
        ... on MediaImage { image { url } } ... on Video { sources { url mimeType format width height } } ... on ExternalVideo { host originUrl embedUrl } } } } }`)
      ).data.product.media.nodes;
    const video = await media('juniper-wrap-dress-rust');
    expect(video.map((m: any) => m.mediaContentType)).toEqual([
      'IMAGE',
      'VIDEO',
      'IMAGE',
      'IMAGE',
    ]);
    expect(video[1]).toMatchObject({
      __typename: 'Video',
      id: expect.stringMatching(/^gid:\/\/shopify\/Video\/\d+$/),
      previewImage: {
        url: `${sandbox.origin}/images/products/juniper-wrap-dress-rust-video.jpg`,
      },
      sources: [
        {
          url: `${sandbox.origin}/videos/juniper-wrap-dress-rust.mp4`,
          mimeType: 'video/mp4',
          format: 'mp4',
          width: 320,
          height: 480,
        },
      ],
    });
    expect(video[0]).toMatchObject({
      __typename: 'MediaImage',
      image: {
        url: `${sandbox.origin}/images/products/juniper-wrap-dress-rust-1.jpg`,
      },
    });
    const youtube = (await media('calla-tiered-maxi-dress-ivory')).at(-1);
    expect(youtube).toMatchObject({
      __typename: 'ExternalVideo',
      mediaContentType: 'EXTERNAL_VIDEO',
      host: 'YOUTUBE',
      embedUrl: expect.stringMatching(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
      ),
    });
    const vimeo = (await media('sadie-ribbed-tank-chocolate')).at(-1);
    expect(vimeo).toMatchObject({
      host: 'VIMEO',
      originUrl: expect.stringMatching(/^https:\/\/vimeo\.com\//),
      embedUrl: expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\//),
    });
  });

  it('reads custom metafields, with media paths made absolute and references resolved', async () => {
    const {data} = await gql(`{ product(handle: "juniper-wrap-dress-rust") {
      colors: metafield(namespace: "custom", key: "colors") { type value }
      videoUrl: metafield(namespace: "custom", key: "video_url") { value }
      videoFile: metafield(namespace: "custom", key: "video_file") { type value reference { ... on Video { sources { url } } } }
      styledWith: metafield(namespace: "custom", key: "styled_with") { type value references(first: 4) { nodes { ... on Product { handle } } } }
      metafields(identifiers: [{namespace: "custom", key: "fabric"}, {namespace: "custom", key: "size_indication"}, {namespace: "custom", key: "missing"}]) { key type value }
    } }`);
    const p = data.product;
    const colours = JSON.parse(p.colors.value);
    expect(p.colors.type).toBe('json');
    expect(colours.map((c: any) => c.handle)).toContain(
      'juniper-wrap-dress-rust',
    );
    const print = colours.find((c: any) => c.swatch.image);
    if (print)
      expect(print.swatch.image).toMatch(
        new RegExp(`^${sandbox.origin}/images/swatches/`),
      );
    expect(p.videoUrl.value).toBe(
      `${sandbox.origin}/videos/juniper-wrap-dress-rust.mp4`,
    );
    expect(p.videoFile.reference.sources[0].url).toBe(p.videoUrl.value);
    const handles = JSON.parse(p.styledWith.value);
    expect(p.styledWith.references.nodes.map((n: any) => n.handle)).toEqual(
      handles,
    );
    expect(p.metafields.map((m: any) => m?.key ?? null)).toEqual([
      'fabric',
      'size_indication',
      null,
    ]);
    expect(JSON.parse(p.metafields[1].value)).toHaveProperty('model');
  });

  it('adds CDN resize parameters for an image transform', async () => {
    const {data} = await gql(
      `{ product(handle: "gift-card") { featuredImage { url(transform: {maxWidth: 320, maxHeight: 480, crop: CENTER, preferredContentType: WEBP}) } } }`,
    );
    const url = new URL(data.product.featuredImage.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      width: '320',
      height: '480',
      crop: 'center',
      format: 'webp',
    });
    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});

describe('nodes and node', () => {
  it('finds products, variants, collections and media by global id, and null for anything else', async () => {
    const ids = (
      await gql(
        `{ product(handle: "juniper-wrap-dress-rust") { id variants(first: 1) { nodes { id } } media(first: 2) { nodes { id } } collections(first: 1) { nodes { id } } } }`,
      )
    ).data.product;
    const wanted = [
      ids.id,
      ids.variants.nodes[0].id,
      ids.collections.nodes[0].id,
      ids.media.nodes[0].id,
      ids.media.nodes[1].id,
      'gid://shopify/Product/999999',
      'gid://shopify/Shop/1',
      'not-a-gid',
    ];
    const {data} = await gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Product { handle } ... on ProductVariant { title product { handle } } ... on Collection { handle } ... on Video { sources { format } } } }`,
      {ids: wanted},
    );
    expect(data.nodes.map((n: any) => n?.__typename ?? null)).toEqual([
      'Product',
      'ProductVariant',
      'Collection',
      'MediaImage',
      'Video',
      null,
      null,
      null,
    ]);
    expect(data.nodes[0].handle).toBe('juniper-wrap-dress-rust');
    expect(data.nodes[1].product.handle).toBe('juniper-wrap-dress-rust');
    expect(data.nodes[2].handle).toBe('dresses');
    const one = await gql(
      `query($id: ID!) { node(id: $id) { ... on Video { sources { url } } } }`,
      {id: ids.media.nodes[1].id},
    );
    expect(one.data.node.sources[0].url).toMatch(
      /\/videos\/juniper-wrap-dress-rust\.mp4$/,
    );
  });
});

describe('documents the real API would reject', () => {
  it('rejects an unknown field with a validation error and no data', async () => {
    const body = await gql(`{ product(handle: "gift-card") { nope } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toBe(
      'Cannot query field "nope" on type "Product".',
    );
  });

  it('rejects a connection without first or last', async () => {
    const body = await gql(`{ products { nodes { handle } } }`);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'you must provide one of first or last',
      path: ['products'],
    });
  });

  it('rejects a malformed cursor', async () => {
    const body = await gql(
      `{ products(first: 1, after: "not-a-cursor") { nodes { handle } } }`,
    );
    expect(body.errors?.[0].message).toMatch(/^Invalid cursor/);
  });
});
