import {useEffect, useRef, useSyncExternalStore} from 'react';
import {useFetchers, useRevalidator} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {
  applyPendingChanges,
  flattenCartLines,
  readCartChange,
  type PendingCartChange,
} from '~/lib/cart/lines';
import {cartStatus} from '~/lib/cart/status';
import {CART_MESSAGES} from '~/lib/cart/messages';
import {useLocalePath} from '~/components/LocaleLink';
import type {CartUnavailable} from '~/lib/cart/unavailable';

export type CartData = CartApiQueryFragment;
/** What the root loader streams: the cart, none, or word that it could not be read. */
export type PageCart = CartData | null | CartUnavailable;
export type CartLineData = CartData['lines']['nodes'][number];

const noop = () => () => {};
/** False while the server renders and the browser hydrates; true once React owns the page. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Where every cart form posts: the cart route of the shopper's site. */
export function useCartPath() {
  return useLocalePath('/cart');
}

/**
 * Guards a JavaScript submit made before the page is hydrated: it is ignored with the
 * catalogue's warning, and the plain form post (which works without JavaScript) is
 * never half-done by a script that isn't ready.
 */
export function guardCartSubmit(hydrated: boolean) {
  return (event: {preventDefault(): void}) => {
    if (hydrated) return;
    event.preventDefault();
    console.warn(CART_MESSAGES.notReady);
  };
}

/**
 * The cart as the shopper should see it right now: lines with in-flight changes
 * applied and the machine's state (uninitialized, idle, fetching, creating, updating).
 */
export function useCartView(
  cart: CartData | null,
  {loading = false}: {loading?: boolean} = {},
) {
  const hydrated = useHydrated();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const pending: PendingCartChange[] = [];
  for (const fetcher of fetchers) {
    if (fetcher.state === 'idle' || !fetcher.formData) continue;
    const change = readCartChange(fetcher.formData);
    if (change) pending.push(change);
  }
  const lines = cart ? flattenCartLines<CartLineData>(cart.lines) : [];
  const view = applyPendingChanges(lines, pending);
  const status = cartStatus({
    hydrated,
    hasCart: Boolean(cart),
    loadingCart: loading,
    revalidating: revalidator.state === 'loading',
    submissions: fetchers,
  });
  return {...view, status, hydrated};
}

let lastCart: CartData | null = null;
/** The last cart the browser saw, for showing while a later read fails. */
export function rememberCart(cart: CartData | null) {
  lastCart = cart;
}
export function lastKnownCart() {
  return lastCart;
}

const CHANNEL = 'cart';

function signature(cart: CartData | null) {
  return cart
    ? `${cart.id}|${cart.updatedAt}|${cart.totalQuantity}|${cart.cost?.totalAmount?.amount}`
    : 'none';
}

/**
 * Keeps every open tab on the same cart: a tab whose cart changed says so, and the
 * others reload their data (the server is the source of truth) without a page reload.
 */
export function useCartBroadcast(cart: CartData | null) {
  const {revalidate} = useRevalidator();
  const mine = signature(cart);
  const seen = useRef<string | null>(null);
  const current = useRef(mine);
  current.current = mine;

  useEffect(() => {
    const onMessage = (theirs: unknown) => {
      // The revalidation releases what waits for first use (startsOnRouteUpdates).
      if (typeof theirs === 'string' && theirs !== current.current)
        void revalidate();
    };
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event) => onMessage(event.data);
      return () => channel.close();
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHANNEL && event.newValue)
        onMessage(event.newValue.split('@')[0]);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [revalidate]);

  useEffect(() => {
    if (seen.current === null) {
      seen.current = mine;
      return;
    }
    if (seen.current === mine) return;
    seen.current = mine;
    try {
      if (typeof BroadcastChannel !== 'undefined') {
        const channel = new BroadcastChannel(CHANNEL);
        channel.postMessage(mine);
        channel.close();
      } else {
        localStorage.setItem(CHANNEL, `${mine}@${Date.now()}`);
      }
    } catch {
      // Private modes may refuse storage; other tabs then catch up on their next load.
    }
  }, [mine]);
}
