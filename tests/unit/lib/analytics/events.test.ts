import {describe, expect, it} from 'vitest';
import {
  cartChanges,
  ga4Event,
  listingItem,
  productItem,
  type CartLineForAnalytics,
} from '~/lib/analytics/events';

const dress = {
  id: 'gid://shopify/Product/1',
  handle: 'linen-midi-dress',
  title: 'Linen Midi Dress',
  productType: 'Dresses',
};
const size10 = {
  id: 'gid://shopify/ProductVariant/11',
  sku: 'LMD-10',
  size: '10',
  price: {amount: '149.95', currencyCode: 'AUD'},
};

function line(
  variant: string,
  quantity: number,
  sku = `SKU-${variant}`,
): CartLineForAnalytics {
  return {
    id: `gid://shopify/CartLine/${variant}`,
    quantity,
    merchandise: {
      id: `gid://shopify/ProductVariant/${variant}`,
      sku,
      title: 'M',
      price: {amount: '60.0', currencyCode: 'USD'},
      product: {
        id: 'gid://shopify/Product/9',
        handle: 'tee',
        title: 'Cotton Tee',
        productType: 'Tops',
        vendor: 'Meadow',
      },
    },
  };
}

describe('GA4 events', () => {
  it('add to cart carries sku, title, productType, price and locale, and the GA4 ecommerce item', () => {
    const [name, params] = ga4Event(
      {name: 'add_to_cart', item: productItem(dress, size10), quantity: 2},
      'au',
    );
    expect(name).toBe('add_to_cart');
    expect(params).toMatchObject({
      locale: 'au',
      sku: 'LMD-10',
      title: 'Linen Midi Dress',
      productType: 'Dresses',
      price: 149.95,
      currency: 'AUD',
      value: 299.9,
      items: [
        {
          item_id: 'LMD-10',
          item_name: 'Linen Midi Dress',
          item_category: 'Dresses',
          item_variant: '10',
          price: 149.95,
          quantity: 2,
        },
      ],
    });
  });

  it('a wishlist add carries the same product facts', () => {
    const tile = {
      id: '7',
      handle: 'silk-cami',
      title: 'Silk Cami',
      sku: 'SC-1',
      productType: 'Tops',
      price: {amount: '89', currencyCode: 'USD'},
    };
    const [name, params] = ga4Event(
      {name: 'add_to_wishlist', item: listingItem(tile)},
      'us',
    );
    expect(name).toBe('add_to_wishlist');
    expect(params).toMatchObject({
      locale: 'us',
      sku: 'SC-1',
      title: 'Silk Cami',
      productType: 'Tops',
      price: 89,
      currency: 'USD',
    });
  });

  it('names the account and listing events as GA4 expects', () => {
    expect(ga4Event({name: 'login', method: 'email'}, 'us')).toEqual([
      'login',
      {locale: 'us', method: 'email'},
    ]);
    expect(ga4Event({name: 'sign_up', method: 'email'}, 'us')).toEqual([
      'sign_up',
      {locale: 'us', method: 'email'},
    ]);
    expect(ga4Event({name: 'email_signup', source: 'footer'}, 'au')).toEqual([
      'email_signup',
      {locale: 'au', source: 'footer'},
    ]);
    expect(ga4Event({name: 'search', term: 'linen'}, 'us')).toEqual([
      'search',
      {locale: 'us', search_term: 'linen'},
    ]);
    expect(
      ga4Event(
        {name: 'view_search_results', term: 'linen', results: 12},
        'us',
      )[1],
    ).toEqual({locale: 'us', search_term: 'linen', results: 12});
    expect(
      ga4Event(
        {
          name: 'view_item_list',
          listId: 'dresses',
          listName: 'Dresses',
          results: 40,
        },
        'us',
      )[1],
    ).toEqual({
      locale: 'us',
      item_list_id: 'dresses',
      item_list_name: 'Dresses',
      results: 40,
    });
  });

  it('a cart view lists every line and the total', () => {
    const [, params] = ga4Event(
      {
        name: 'view_cart',
        items: [productItem(dress, size10)],
        total: {amount: '149.95', currencyCode: 'AUD'},
      },
      'au',
    );
    expect(params).toMatchObject({
      currency: 'AUD',
      value: 149.95,
      items: [{item_id: 'LMD-10'}],
    });
  });
});

describe('cart changes', () => {
  it('the first reading of the cart is a baseline, not an add', () => {
    expect(cartChanges(null, [line('1', 2)])).toEqual([]);
  });

  it('a new line and a grown line are adds of the difference', () => {
    const events = cartChanges([line('1', 1)], [line('1', 3), line('2', 1)]);
    expect(
      events.map((event) => [event.name, event.item.sku, event.quantity]),
    ).toEqual([
      ['add_to_cart', 'SKU-1', 2],
      ['add_to_cart', 'SKU-2', 1],
    ]);
  });

  it('a shrunk line and a removed line are removes', () => {
    const events = cartChanges([line('1', 3), line('2', 1)], [line('1', 1)]);
    expect(
      events.map((event) => [event.name, event.item.sku, event.quantity]),
    ).toEqual([
      ['remove_from_cart', 'SKU-1', 2],
      ['remove_from_cart', 'SKU-2', 1],
    ]);
  });

  it('the same variant on two lines counts once, by its total', () => {
    expect(
      cartChanges(
        [line('1', 1)],
        [line('1', 1), {...line('1', 1), id: 'other'}],
      ),
    ).toHaveLength(1);
    expect(
      cartChanges(
        [line('1', 2)],
        [line('1', 1), {...line('1', 1), id: 'other'}],
      ),
    ).toEqual([]);
  });
});
