import {lazy, Suspense, useEffect, useRef} from 'react';
import {Await} from 'react-router';
import {useShell} from '~/components/shell';
import {useLocale} from '~/components/LocaleLink';
import {
  cartChanges,
  ga4Event,
  type CartLineForAnalytics,
  type StoreEvent,
} from '~/lib/analytics/events';
import {useCartLines} from './use-cart-lines';
import type {PageCart} from '~/components/cart/use-cart';
import {isCartUnavailable} from '~/lib/cart/unavailable';
import {analyticsBus, publishAnalytics} from './publish';

// Shopify's analytics (Hydrogen's provider) loads only on shops that have it.
const ShopifyAnalytics = lazy(() => import('./ShopifyAnalytics'));

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * The analytics destinations this deployment has (none in the sandbox unless
 * PUBLIC_GA4_ID is set), fed by the page's events, the cart's changes and the
 * events the server queued (sign-in, registration, newsletter sign-up). Drawn only
 * when one is configured (AnalyticsDestinations).
 */
export function StoreAnalytics() {
  const root = useShell();
  const locale = useLocale();
  if (!root) return null;
  const {analytics, cart} = root;
  return (
    <>
      {analytics.ga4Id ? <Ga4Events locale={locale} /> : null}
      <CartEvents cart={cart} />
      <QueuedEvents events={analytics.queued} />
      {analytics.shop && analytics.shopify ? (
        <Suspense fallback={null}>
          <Await resolve={analytics.shop} errorElement={null}>
            {(shop) =>
              shop ? (
                <ShopifyAnalytics
                  shop={shop}
                  cart={knownCart(cart)}
                  consent={analytics.shopify!}
                />
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
    </>
  );
}

/** Hydrogen's provider takes a cart or null; an unreadable one is not known. */
function knownCart(cart: Promise<PageCart>) {
  return cart.then((value) => (isCartUnavailable(value) ? null : value));
}

function Ga4Events({locale}: {locale: string}) {
  const current = useRef(locale);
  current.current = locale;
  useEffect(
    () =>
      analyticsBus.subscribe((event) => {
        const [name, params] = ga4Event(event, current.current);
        window.gtag?.('event', name, params);
      }),
    [],
  );
  return null;
}

/**
 * Add and remove events from the cart's own changes, wherever they were made (quick
 * add, product page, cart page, mini cart). Only the tab the shopper is looking at
 * reports, so a cart shared across tabs is not counted twice.
 */
function CartEvents({cart}: {cart: Promise<PageCart> | PageCart}) {
  const lines = useCartLines(cart);
  const previous = useRef<CartLineForAnalytics[] | null>(null);

  useEffect(() => {
    if (!lines) return;
    if (document.visibilityState === 'visible')
      for (const event of cartChanges(previous.current, lines))
        publishAnalytics(event);
    previous.current = lines;
  }, [lines]);
  return null;
}

function QueuedEvents({events}: {events: StoreEvent[]}) {
  useEffect(() => {
    for (const event of events) publishAnalytics(event);
  }, [events]);
  return null;
}
