import {useEffect, useRef} from 'react';
import {parse, serialize} from 'cookie';
import {useShell} from '~/components/shell';
import {whenIdle} from '~/components/ui/idle';
import {
  cartChanges,
  cartLineItem,
  type CartLineForAnalytics,
} from '~/lib/analytics/events';
import {
  beaconProduct,
  cartChangeRequest,
  productViewRequest,
  withViewedSku,
  type BeaconContext,
  type BeaconTarget,
} from '~/lib/search/beacon';
import {
  CART_SKUS_COOKIE,
  SESSION_ID_COOKIE,
  USER_ID_COOKIE,
  VIEWED_SKUS_COOKIE,
} from '~/lib/search/cookies';
import {useCartLines} from './use-cart-lines';
import {analyticsBus} from './publish';

const SKU_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

// The search service's own cookie format (plain, readable by its scripts), through the `cookie` package.
function readCookie(name: string): string {
  return parse(document.cookie)[name] ?? '';
}

function writeSkus(name: string, skus: readonly string[]) {
  document.cookie = serialize(name, skus.join(','), {
    maxAge: SKU_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
  });
}

function sendNow({url, body}: {url: string; body: string}) {
  // A text/plain body needs no preflight, and sendBeacon survives the page leaving.
  if (!navigator.sendBeacon?.(url, body))
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      mode: 'no-cors',
    }).catch(() => {});
}

/**
 * Queuing a beacon takes the main thread a while on a phone, so beacons wait for an idle
 * moment (a second at most) and never lengthen the page's hydration; a page that is
 * left first sends what is still waiting.
 */
const waiting = new Set<{url: string; body: string}>();
function send(beacon: {url: string; body: string}) {
  if (!waiting.size) window.addEventListener('pagehide', flush, {once: true});
  waiting.add(beacon);
  whenIdle(() => {
    if (waiting.delete(beacon)) sendNow(beacon);
  });
}
function flush() {
  for (const beacon of waiting) sendNow(beacon);
  waiting.clear();
}

/**
 * Item views and basket changes for the search service (its beacon protocol), and the
 * viewed and cart SKU lists that personalise later searches. Runs on every page.
 */
export function SearchTracking() {
  const root = useShell();
  const target = root?.searchTracking ?? null;
  const pageLoadId = useRef<string | null>(null);
  const targetRef = useRef<BeaconTarget | null>(target);
  targetRef.current = target;

  const context = (): BeaconContext => {
    pageLoadId.current ??= crypto.randomUUID();
    return {
      userId: readCookie(USER_ID_COOKIE),
      sessionId: readCookie(SESSION_ID_COOKIE),
      pageLoadId: pageLoadId.current,
      pageUrl: window.location.href,
    };
  };

  useEffect(
    () =>
      analyticsBus.subscribe((event) => {
        if (event.name !== 'view_item' || !targetRef.current) return;
        send(productViewRequest(targetRef.current, context(), event.item));
        writeSkus(
          VIEWED_SKUS_COOKIE,
          withViewedSku(
            readCookie(VIEWED_SKUS_COOKIE).split(',').filter(Boolean),
            event.item.sku,
          ),
        );
      }),
    [],
  );

  const lines = useCartLines(root?.cart);
  const previous = useRef<CartLineForAnalytics[] | null>(null);

  useEffect(() => {
    if (!lines) return;
    const now = lines.map((line) =>
      beaconProduct(cartLineItem(line), line.quantity),
    );
    writeSkus(CART_SKUS_COOKIE, [
      ...new Set(now.map((product) => product.sku).filter(Boolean)),
    ]);
    // Only the tab the shopper looks at reports: a cart shared across tabs counts once.
    if (targetRef.current && document.visibilityState === 'visible') {
      const changes = cartChanges(previous.current, lines);
      for (const change of ['add', 'remove'] as const) {
        const results = changes
          .filter(
            (event) =>
              event.name ===
              (change === 'add' ? 'add_to_cart' : 'remove_from_cart'),
          )
          .map((event) => beaconProduct(event.item, event.quantity));
        if (results.length)
          send(
            cartChangeRequest(
              targetRef.current,
              context(),
              change,
              results,
              now,
            ),
          );
      }
    }
    previous.current = lines;
  }, [lines]);
  return null;
}
