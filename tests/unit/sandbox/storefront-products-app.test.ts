/**
 * The app's own Storefront documents, run against the sandbox: every field they ask for
 * must validate against the real schema and resolve without errors.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {
  PRODUCT_AVAILABILITY_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_BY_ID_QUERY,
  STYLED_WITH_QUERY,
  VIDEO_SOURCES_QUERY,
} from '../../../app/graphql/product';
import {
  COLLECTION_QUERY,
  COLLECTION_TITLE_QUERY,
  COLLECTIONS_QUERY,
} from '../../../app/graphql/collection';
import {CURRENCY_EXCHANGE_RATE_QUERY} from '../../../app/graphql/exchange';
import {storefront} from './storefront-products-client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
const gql = storefront(() => sandbox);

describe('the app’s catalog documents', () => {
  it('loads a product page for a video product in Australia', async () => {
    const body = await gql(PRODUCT_BY_HANDLE_QUERY, {
      handle: 'juniper-wrap-dress-rust',
      country: 'AU',
      language: 'EN',
    });
    expect(body.errors).toBeUndefined();
    const product = body.data.product;
    expect(product.variants.nodes[0].price.currencyCode).toBe('AUD');
    expect(product.media.nodes.map((m: any) => m.__typename)).toContain(
      'Video',
    );
    expect(product.videoFile.value).toMatch(/^gid:\/\/shopify\/Video\/\d+$/);
    const byId = await gql(PRODUCT_BY_ID_QUERY, {
      id: product.id,
      country: 'US',
    });
    expect(byId.data.product.handle).toBe('juniper-wrap-dress-rust');
    const video = await gql(VIDEO_SOURCES_QUERY, {
      id: product.videoFile.value,
      country: 'AU',
    });
    expect(video.data.node.sources[0]).toMatchObject({
      mimeType: 'video/mp4',
      format: 'mp4',
    });
  });

  it('loads styled-with cards and checks availability by handle', async () => {
    const product = (
      await gql(PRODUCT_BY_HANDLE_QUERY, {
        handle: 'calla-tiered-maxi-dress-blush',
        country: 'GB',
      })
    ).data.product;
    const handles = JSON.parse(product.styledWith.value) as string[];
    const variables = Object.fromEntries(
      handles.flatMap((h, i) => [
        [`h${i}`, h],
        [`i${i}`, true],
      ]),
    );
    const cards = await gql(STYLED_WITH_QUERY, {...variables, country: 'GB'});
    expect(cards.errors).toBeUndefined();
    expect(handles.map((_, i) => cards.data[`p${i}`].handle)).toEqual(handles);
    expect(cards.data.p0.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    const query = [...handles, 'no-such-product']
      .map((h) => `handle:${h}`)
      .join(' OR ');
    const available = await gql(PRODUCT_AVAILABILITY_QUERY, {
      query,
      first: 10,
      country: 'US',
    });
    expect(
      available.data.products.nodes.map((n: any) => n.handle).sort(),
    ).toEqual([...handles].sort());
  });

  it('loads collections and the exchange rate', async () => {
    expect((await gql(COLLECTIONS_QUERY, {first: 20})).errors).toBeUndefined();
    const collection = await gql(COLLECTION_QUERY, {
      handle: 'sale',
      first: 12,
      country: 'NZ',
    });
    expect(collection.errors).toBeUndefined();
    expect(collection.data.collection.products.nodes).toHaveLength(12);
    expect(
      collection.data.collection.products.nodes.every(
        (n: any) =>
          Number(n.compareAtPriceRange.minVariantPrice.amount) >
          Number(n.priceRange.minVariantPrice.amount),
      ),
    ).toBe(true);
    expect(
      (await gql(COLLECTION_TITLE_QUERY, {handle: 'dresses'})).data.collection
        .title,
    ).toBe('Dresses');
    const rate = await gql(CURRENCY_EXCHANGE_RATE_QUERY, {country: 'AU'});
    expect(rate.data.product.priceRange.minVariantPrice).toEqual({
      amount: '1.52',
      currencyCode: 'AUD',
    });
  });
});
