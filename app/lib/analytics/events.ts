/**
 * The store's analytics events (spec: shopping-and-search §7 'Analytics events',
 * accounts-regions-content §7) and their shape for a GA4 data layer. Events are
 * described once here; each configured destination translates them.
 */

import type {CartLineFragment} from 'storefrontapi.generated';
import type {Money} from '~/lib/money';

/** A price from the cart (Storefront) or a tile (search): both have this shape. */
export type AnalyticsMoney = Money;

/** What add-to-cart and wishlist events carry: sku, title, productType, price (and locale on the event). */
export type AnalyticsItem = {
  sku: string;
  title: string;
  productType: string;
  price: AnalyticsMoney;
  productId?: string;
  variantId?: string;
  variantTitle?: string;
  vendor?: string;
  handle?: string;
  quantity?: number;
};

export type StoreEvent =
  | {name: 'view_item'; item: AnalyticsItem}
  | {
      name: 'add_to_cart' | 'remove_from_cart';
      item: AnalyticsItem;
      quantity: number;
    }
  | {name: 'view_cart'; items: AnalyticsItem[]; total: AnalyticsMoney | null}
  | {name: 'add_to_wishlist'; item: AnalyticsItem}
  | {name: 'search'; term: string}
  | {name: 'view_search_results'; term: string; results: number}
  | {name: 'view_item_list'; listId: string; listName: string; results: number}
  | {name: 'sign_up' | 'login'; method: string}
  | {name: 'email_signup'; source: string};

export type StoreEventName = StoreEvent['name'];

/** Events the server decides (a successful sign-in, registration or sign-up), queued for the next page. */
export const SERVER_EVENTS = ['sign_up', 'login', 'email_signup'] as const;

const amount = (money: AnalyticsMoney) => Number.parseFloat(money.amount) || 0;
const round = (value: number) => Math.round(value * 100) / 100;

function ga4Item(item: AnalyticsItem, quantity = item.quantity ?? 1) {
  return {
    item_id: item.sku || item.handle || item.productId || '',
    item_name: item.title,
    item_category: item.productType,
    ...(item.variantTitle ? {item_variant: item.variantTitle} : {}),
    ...(item.vendor ? {item_brand: item.vendor} : {}),
    price: amount(item.price),
    quantity,
  };
}

/**
 * The GA4 event name and parameters for a store event. Ecommerce events follow Google's
 * recommended names; every event carries the shopper's locale, and item events also
 * carry sku, title, productType and price flat, as the spec lists them.
 */
export function ga4Event(
  event: StoreEvent,
  locale: string,
): [string, Record<string, unknown>] {
  const base = {locale};
  switch (event.name) {
    case 'view_item':
    case 'add_to_wishlist': {
      const {item} = event;
      return [
        event.name,
        {
          ...base,
          ...itemFacts(item),
          currency: item.price.currencyCode,
          value: amount(item.price),
          items: [ga4Item(item, 1)],
        },
      ];
    }
    case 'add_to_cart':
    case 'remove_from_cart': {
      const {item, quantity} = event;
      return [
        event.name,
        {
          ...base,
          ...itemFacts(item),
          currency: item.price.currencyCode,
          value: round(amount(item.price) * quantity),
          items: [ga4Item(item, quantity)],
        },
      ];
    }
    case 'view_cart':
      return [
        'view_cart',
        {
          ...base,
          currency:
            event.total?.currencyCode ??
            event.items[0]?.price.currencyCode ??
            '',
          value: event.total ? amount(event.total) : 0,
          items: event.items.map((item) => ga4Item(item)),
        },
      ];
    case 'search':
      return ['search', {...base, search_term: event.term}];
    case 'view_search_results':
      return [
        'view_search_results',
        {...base, search_term: event.term, results: event.results},
      ];
    case 'view_item_list':
      return [
        'view_item_list',
        {
          ...base,
          item_list_id: event.listId,
          item_list_name: event.listName,
          results: event.results,
        },
      ];
    case 'sign_up':
    case 'login':
      return [event.name, {...base, method: event.method}];
    case 'email_signup':
      return ['email_signup', {...base, source: event.source}];
  }
}

function itemFacts(item: AnalyticsItem) {
  return {
    sku: item.sku,
    title: item.title,
    productType: item.productType,
    price: amount(item.price),
  };
}

/** The fields of a cart line (the cart query's CartLine) that the events read. */
export type CartLineForAnalytics = Pick<CartLineFragment, 'id' | 'quantity'> & {
  merchandise: Pick<
    CartLineFragment['merchandise'],
    'id' | 'sku' | 'title' | 'price' | 'product'
  >;
};

export function cartLineItem(line: CartLineForAnalytics): AnalyticsItem {
  const {merchandise} = line;
  return {
    sku: merchandise.sku ?? '',
    title: merchandise.product.title,
    productType: merchandise.product.productType,
    price: merchandise.price,
    productId: merchandise.product.id,
    variantId: merchandise.id,
    variantTitle: merchandise.title,
    vendor: merchandise.product.vendor,
    handle: merchandise.product.handle,
    quantity: line.quantity,
  };
}

/**
 * Add and remove events from two readings of the cart: a line that appeared or grew
 * was added to, one that shrank or went was removed from. The first reading of a page
 * is only a baseline (prev null), so a reload reports nothing.
 */
export function cartChanges(
  prev: readonly CartLineForAnalytics[] | null,
  next: readonly CartLineForAnalytics[],
): Extract<StoreEvent, {name: 'add_to_cart' | 'remove_from_cart'}>[] {
  if (!prev) return [];
  const before = byMerchandise(prev);
  const after = byMerchandise(next);
  const events: Extract<
    StoreEvent,
    {name: 'add_to_cart' | 'remove_from_cart'}
  >[] = [];
  for (const [id, {line, quantity}] of after) {
    const delta = quantity - (before.get(id)?.quantity ?? 0);
    if (delta > 0)
      events.push({
        name: 'add_to_cart',
        item: cartLineItem(line),
        quantity: delta,
      });
    if (delta < 0)
      events.push({
        name: 'remove_from_cart',
        item: cartLineItem(line),
        quantity: -delta,
      });
  }
  for (const [id, {line, quantity}] of before) {
    if (!after.has(id))
      events.push({
        name: 'remove_from_cart',
        item: cartLineItem(line),
        quantity,
      });
  }
  return events;
}

/** One entry per variant: the same variant may sit on several lines (with different attributes). */
function byMerchandise(lines: readonly CartLineForAnalytics[]) {
  const map = new Map<string, {line: CartLineForAnalytics; quantity: number}>();
  for (const line of lines) {
    const seen = map.get(line.merchandise.id);
    map.set(line.merchandise.id, {
      line: seen?.line ?? line,
      quantity: (seen?.quantity ?? 0) + line.quantity,
    });
  }
  return map;
}

/** A tile's product (from the search service) as an analytics item. */
export function listingItem(product: {
  id: string;
  handle: string;
  title: string;
  sku: string;
  productType: string;
  price: AnalyticsMoney;
}): AnalyticsItem {
  return {
    sku: product.sku,
    title: product.title,
    productType: product.productType,
    price: product.price,
    productId: product.id,
    handle: product.handle,
  };
}

/** The product page's product in the size shown (the first one in stock until the shopper picks). */
export function productItem(
  product: {id: string; handle: string; title: string; productType: string},
  variant: {id: string; sku: string; size: string; price: AnalyticsMoney},
): AnalyticsItem {
  return {
    sku: variant.sku,
    title: product.title,
    productType: product.productType,
    price: variant.price,
    productId: product.id,
    variantId: variant.id,
    variantTitle: variant.size,
    handle: product.handle,
  };
}
