import {useEffect, useState} from 'react';
// Hydrogen itself, given a separate instance for this chunk by vite.config.ts.
import {Analytics, useAnalytics, type ShopAnalytics} from 'hydrogen-analytics';
import type {ShopifyConsent} from '~/lib/analytics/settings';
import type {StoreEvent} from '~/lib/analytics/events';
import type {CartData} from '~/components/cart/use-cart';
import {analyticsBus} from './publish';

type Props = {
  shop: ShopAnalytics;
  cart: Promise<CartData | null> | CartData | null;
  consent: ShopifyConsent;
};

/**
 * Shopify's analytics through Hydrogen's provider: page views, consent and cart events
 * are its own; product, collection, search and cart views come from the store's events.
 * Loaded on demand, only on a real Shopify shop.
 */
export default function ShopifyAnalytics({shop, cart, consent}: Props) {
  return (
    <Analytics.Provider
      shop={shop}
      cart={cart as never}
      consent={consent as Parameters<typeof Analytics.Provider>[0]['consent']}
    >
      <StoreEventsToShopify />
    </Analytics.Provider>
  );
}

type View = {key: number; event: StoreEvent};

function StoreEventsToShopify() {
  const {publish, shop} = useAnalytics();
  const [view, setView] = useState<View | null>(null);

  useEffect(() => {
    let key = 0;
    return analyticsBus.subscribe((event) => {
      if (
        [
          'view_item',
          'view_item_list',
          'view_search_results',
          'view_cart',
        ].includes(event.name)
      ) {
        setView({key: ++key, event});
      } else if (
        event.name !== 'add_to_cart' &&
        event.name !== 'remove_from_cart'
      ) {
        // Cart changes Shopify reads from the cart itself; the rest are custom events for any subscriber.
        publish(`custom_${event.name}`, {
          ...event,
          shop,
          url: window.location.href,
        });
      }
    });
  }, [publish, shop]);

  if (!view) return null;
  const {event} = view;
  switch (event.name) {
    case 'view_item': {
      const {item} = event;
      return (
        <Analytics.ProductView
          key={view.key}
          data={{
            products: [
              {
                id: item.productId ?? '',
                title: item.title,
                price: item.price.amount,
                vendor: item.vendor ?? '',
                variantId: item.variantId ?? '',
                variantTitle: item.variantTitle ?? '',
                quantity: 1,
                sku: item.sku,
                productType: item.productType,
              },
            ],
          }}
        />
      );
    }
    case 'view_item_list':
      return (
        <Analytics.CollectionView
          key={view.key}
          data={{collection: {id: event.listId, handle: event.listId}}}
        />
      );
    case 'view_search_results':
      return (
        <Analytics.SearchView key={view.key} data={{searchTerm: event.term}} />
      );
    case 'view_cart':
      return <Analytics.CartView key={view.key} />;
    default:
      return null;
  }
}
