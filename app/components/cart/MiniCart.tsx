import {lazy, Suspense, useEffect, useRef} from 'react';
import {Await, useFetchers, useLocation} from 'react-router';
import {CART_MESSAGES} from '~/lib/cart/messages';
import type {CartShippingTexts} from './CartSummary';
import {closeMiniCart, useMiniCart} from './mini-cart-store';
import {isCartUnavailable} from '~/lib/cart/unavailable';
import {lastKnownCart, rememberCart, useCartBroadcast, type CartData, type PageCart} from './use-cart';

type Props = CartShippingTexts & {cart: Promise<PageCart> | undefined};

const TITLE_ID = 'mini-cart-title';

// The panel's contents stay out of every page's first download; they are fetched
// once the browser is idle, well before a quick add can open the mini cart.
const loadCartMain = () => import('./CartMain');
const CartMain = lazy(() => loadCartMain().then((module) => ({default: module.CartMain})));

function usePreloadCartMain() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => void loadCartMain());
  }, []);
  // A busy browser may not be idle yet when the first add goes out: fetch it alongside.
  const adding = useFetchers().some((fetcher) => fetcher.formData?.has('cartFormInput'));
  useEffect(() => {
    if (adding) void loadCartMain();
  }, [adding]);
}

/** Shown until the panel's code or the cart itself has arrived. */
function Loading() {
  return (
    <div className="cart cart--mini" data-cart-status="fetching" aria-busy="true">
      <p className="cart__status" role="status">
        Loading your cart…
      </p>
    </div>
  );
}
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The mini cart: a panel over the page showing the root loader's cart. Escape, the
 * close button, the backdrop and any navigation close it; focus stays inside while it
 * is open (Tab wraps) and goes back to whatever opened it. It renders nothing until
 * opened, so it costs the page no markup.
 */
export function MiniCart({cart, ...texts}: Props) {
  const {isOpen, takesFocus, notices} = useMiniCart();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const location = useLocation();
  usePreloadCartMain();

  useEffect(() => {
    closeMiniCart();
  }, [location.pathname]);

  useEffect(() => {
    if (!isOpen) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (takesFocus) panel.current?.querySelector<HTMLElement>('.mini-cart__close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMiniCart();
        return;
      }
      if (event.key !== 'Tab' || !panel.current?.contains(document.activeElement)) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Give focus back only if it was inside the panel (or lost with it).
      const active = document.activeElement;
      if (opener.current?.isConnected && (!active || active === document.body || panel.current?.contains(active))) {
        opener.current.focus();
      }
    };
  }, [isOpen, takesFocus]);

  return (
    <>
      <CartBroadcast cart={cart} />
      {isOpen ? (
        <div className="mini-cart" data-open="true">
          <div className="mini-cart__backdrop" onClick={closeMiniCart} aria-hidden="true" />
          <div ref={panel} className="mini-cart__panel" role="dialog" aria-modal={takesFocus} aria-labelledby={TITLE_ID}>
            <div className="mini-cart__header">
              <h2 id={TITLE_ID} className="mini-cart__title">
                Your cart
              </h2>
              <button type="button" className="mini-cart__close" onClick={closeMiniCart}>
                Close<span className="sr-only"> cart</span>
              </button>
            </div>
            <Suspense
              fallback={
                <Suspense fallback={<Loading />}>
                  <CartMain cart={lastKnownCart()} layout="mini" loading warnings={notices} {...texts} />
                </Suspense>
              }
            >
              <Await
                resolve={cart}
                errorElement={<CartMain cart={lastKnownCart()} layout="mini" errors={[{message: CART_MESSAGES.loadFailed}]} warnings={notices} {...texts} />}
              >
                {(resolved) =>
                  isCartUnavailable(resolved) ? (
                    <CartMain cart={lastKnownCart()} layout="mini" errors={[{message: CART_MESSAGES.loadFailed}]} warnings={notices} {...texts} />
                  ) : (
                    <CartMain cart={resolved ?? null} layout="mini" warnings={notices} {...texts} />
                  )
                }
              </Await>
            </Suspense>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Remembers the latest cart and tells other tabs when it changes. */
function CartBroadcast({cart}: {cart: Promise<PageCart> | undefined}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={cart} errorElement={null}>
        {(resolved) => (isCartUnavailable(resolved) ? null : <CartWatcher cart={resolved ?? null} />)}
      </Await>
    </Suspense>
  );
}

function CartWatcher({cart}: {cart: CartData | null}) {
  rememberCart(cart);
  useCartBroadcast(cart);
  return null;
}
