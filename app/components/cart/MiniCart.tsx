import {lazy, memo, Suspense, useEffect} from 'react';
import {Await, useFetchers, useLocation} from 'react-router';
import {CART_MESSAGES} from '~/lib/cart/messages';
import {LazyDrawer, usePreloadDrawer} from '~/components/ui/LazyDrawer';
import {useIntentPreload} from '~/components/ui/idle';
import type {CartShippingTexts} from './CartSummary';
import {closeMiniCart, miniCartDrawn, useMiniCart} from './mini-cart-store';
import {isCartUnavailable} from '~/lib/cart/unavailable';
import {
  lastKnownCart,
  rememberCart,
  useCartBroadcast,
  type CartData,
  type PageCart,
} from './use-cart';

type Props = CartShippingTexts & {cart: Promise<PageCart> | undefined};

const TITLE_ID = 'mini-cart-title';

// The panel's contents stay out of every page's first download; they are fetched
// as the shopper reaches for the cart (the bag, add to cart, a quick add's sizes),
// before the click that opens the mini cart lands.
const loadCartMain = () => import('./CartMain');
const OPENS_THE_CART = 'a[href$="/cart"], form[action$="/cart"]';
const CartMain = lazy(() =>
  loadCartMain().then((module) => ({default: module.CartMain})),
);

function usePreloadCartMain() {
  useIntentPreload(loadCartMain, OPENS_THE_CART);
  usePreloadDrawer(OPENS_THE_CART);
  // An add sent without a reach first (a script, an assistive tool): fetch it alongside.
  const adding = useFetchers().some((fetcher) =>
    fetcher.formData?.has('cartFormInput'),
  );
  useEffect(() => {
    if (adding) void loadCartMain();
  }, [adding]);
}

/** Shown until the panel's code or the cart itself has arrived. */
function Loading() {
  return (
    <div
      className="cart cart--mini grid gap-6"
      data-cart-status="fetching"
      aria-busy="true"
    >
      <p className="m-0 text-sm text-muted" role="status">
        Loading your cart…
      </p>
    </div>
  );
}
/** Tells the store the panel is on screen, so a glance's clock starts now. */
function Drawn() {
  useEffect(miniCartDrawn, []);
  return null;
}

/**
 * The mini cart: a drawer over the page showing the root loader's cart. Escape, the
 * close button, the backdrop and any navigation close it. Opened by the shopper it
 * takes focus and gives it back; opened by quick add it is a glance that leaves focus
 * where it was. It renders nothing until opened, so it costs the page no markup.
 */
export function MiniCart({cart, ...texts}: Props) {
  const {isOpen, takesFocus, notices, errors} = useMiniCart();
  const loadFailed = [...errors, {message: CART_MESSAGES.loadFailed}];
  const location = useLocation();
  usePreloadCartMain();

  useEffect(() => {
    closeMiniCart();
  }, [location.pathname]);

  return (
    <>
      <CartBroadcast cart={cart} />
      {isOpen ? (
        <Suspense fallback={null}>
          <LazyDrawer
            title="Your cart"
            titleId={TITLE_ID}
            closeLabel="cart"
            onClose={closeMiniCart}
            modal={takesFocus}
            className="mini-cart"
          >
            <Drawn />
            <Suspense
              fallback={
                <Suspense fallback={<Loading />}>
                  <CartMain
                    cart={lastKnownCart()}
                    layout="mini"
                    loading
                    errors={errors}
                    warnings={notices}
                    {...texts}
                  />
                </Suspense>
              }
            >
              <Await
                resolve={cart}
                errorElement={
                  <CartMain
                    cart={lastKnownCart()}
                    layout="mini"
                    errors={loadFailed}
                    warnings={notices}
                    {...texts}
                  />
                }
              >
                {(resolved) =>
                  isCartUnavailable(resolved) ? (
                    <CartMain
                      cart={lastKnownCart()}
                      layout="mini"
                      errors={loadFailed}
                      warnings={notices}
                      {...texts}
                    />
                  ) : (
                    <CartMain
                      cart={resolved ?? null}
                      layout="mini"
                      errors={errors}
                      warnings={notices}
                      {...texts}
                    />
                  )
                }
              </Await>
            </Suspense>
          </LazyDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Remembers the latest cart and tells other tabs when it changes. Kept apart (memo)
 * from the mini cart, which draws again when it opens: that must not reach this
 * boundary while it is still hydrating (React #421, see CartButton).
 */
const CartBroadcast = memo(function CartBroadcast({
  cart,
}: {
  cart: Promise<PageCart> | undefined;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={cart} errorElement={null}>
        {(resolved) =>
          isCartUnavailable(resolved) ? null : (
            <CartWatcher cart={resolved ?? null} />
          )
        }
      </Await>
    </Suspense>
  );
});

function CartWatcher({cart}: {cart: CartData | null}) {
  rememberCart(cart);
  useCartBroadcast(cart);
  return null;
}
