/**
 * Item-view and basket tracking in the search service's Beacon 2.0 protocol
 * (POST {beacon}/beacon/v2/{siteId}/{category}/{event}, a JSON body of context and
 * data), as pure builders, plus the SKU lists the service personalises search with
 * (the `ssViewedProducts` and `ssCartProducts` cookies, read back by the server).
 */
import type {AnalyticsItem} from '~/lib/analytics/events';
import {MAX_VIEWED_SKUS} from '~/lib/search/cookies';

export const DEFAULT_BEACON_ENDPOINT = 'https://beacon.searchspring.io';

export type BeaconTarget = {beacon: string; siteId: string};
export type BeaconContext = {
  userId: string;
  sessionId: string;
  pageLoadId: string;
  pageUrl: string;
};
export type BeaconProduct = {
  parentId: string;
  uid: string;
  sku: string;
  qty?: number;
  price?: number;
};

/** The numeric id the search index knows a product by ('gid://shopify/Product/1029' → '1029'). */
const numericId = (gid: string | undefined) =>
  (gid ?? '').split('/').pop() ?? '';

export function beaconProduct(
  item: AnalyticsItem,
  quantity?: number,
): BeaconProduct {
  const parentId = numericId(item.productId);
  return {
    parentId,
    uid: parentId,
    sku: item.sku,
    ...(quantity === undefined
      ? {}
      : {qty: quantity, price: Number.parseFloat(item.price.amount) || 0}),
  };
}

export function beaconRequest(
  target: BeaconTarget,
  [category, event]: ['product', 'pageView'] | ['cart', 'add' | 'remove'],
  context: BeaconContext,
  data: unknown,
): {url: string; body: string} {
  const base = target.beacon.replace(/\/+$/, '');
  return {
    url: `${base}/beacon/v2/${encodeURIComponent(target.siteId)}/${category}/${event}`,
    body: JSON.stringify({
      context: {
        ...context,
        timestamp: new Date().toISOString(),
        initiator: 'storefront',
      },
      data,
    }),
  };
}

export function productViewRequest(
  target: BeaconTarget,
  context: BeaconContext,
  item: AnalyticsItem,
) {
  return beaconRequest(target, ['product', 'pageView'], context, {
    result: beaconProduct(item),
  });
}

/** A basket change: the products added or removed, and the whole cart after it. */
export function cartChangeRequest(
  target: BeaconTarget,
  context: BeaconContext,
  change: 'add' | 'remove',
  results: BeaconProduct[],
  cart: BeaconProduct[],
) {
  return beaconRequest(target, ['cart', change], context, {results, cart});
}

/** The viewed list with `sku` first: newest first, no repeats, at most 20. */
export function withViewedSku(list: readonly string[], sku: string): string[] {
  if (!sku) return [...list];
  return [sku, ...list.filter((one) => one !== sku)].slice(0, MAX_VIEWED_SKUS);
}
