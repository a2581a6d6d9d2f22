import {memo, Suspense} from 'react';
import {Await} from 'react-router';
import {LocaleLink} from '../LocaleLink';
import {HEADER_TOOL} from '../navigation/header-tool';
import {Icon} from '../ui/icons';
import {openMiniCart, useMiniCart} from './mini-cart-store';
import {isCartUnavailable} from '~/lib/cart/unavailable';
import {CART_MESSAGES} from '~/lib/cart/messages';
import {useCartView, type CartData, type PageCart} from './use-cart';

/**
 * The header's cart link. Without JavaScript it goes to /cart; with it, it opens the
 * mini cart. The count includes changes still on their way.
 */
export function CartButton({cart}: {cart: Promise<PageCart> | undefined}) {
  const {isOpen} = useMiniCart();
  return (
    <LocaleLink
      to="/cart"
      prefetch="intent"
      className={`cart-button ${HEADER_TOOL}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={(event) => {
        if (
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.button !== 0
        )
          return;
        event.preventDefault();
        openMiniCart();
      }}
    >
      <Icon name="bag" className="size-6 sm:hidden" />
      <span className="max-sm:sr-only">Cart</span>{' '}
      <CartButtonCount cart={cart} />
    </LocaleLink>
  );
}

/**
 * Kept apart (memo) from the button, which draws again when the mini cart opens: a tap
 * on the button while the count was still hydrating reached the count's boundary as an
 * update, and React threw it away and drew it again on the client (React #421).
 */
const CartButtonCount = memo(function CartButtonCount({
  cart,
}: {
  cart: Promise<PageCart> | undefined;
}) {
  return (
    <Suspense fallback={<CartCount count={null} />}>
      <Await resolve={cart} errorElement={<CartCount count={null} />}>
        {(data) =>
          isCartUnavailable(data) ? (
            <Unavailable />
          ) : (
            <LiveCount cart={data ?? null} />
          )
        }
      </Await>
    </Suspense>
  );
});

function LiveCount({cart}: {cart: CartData | null}) {
  const {totalQuantity, status} = useCartView(cart?.lines ? cart : null);
  return (
    <CartCount
      count={cart?.lines ? totalQuantity : (cart?.totalQuantity ?? 0)}
      status={status}
    />
  );
}

const COUNT =
  'cart-count inline-block min-w-6 rounded-full bg-ink px-1.5 text-center text-xs text-paper empty:invisible';

/** No number while the cart can't be read; the mini cart says why when opened. */
function Unavailable() {
  return (
    <>
      <span className={COUNT} aria-hidden="true" />
      <span className="sr-only">{` (${CART_MESSAGES.pageUnavailable})`}</span>
    </>
  );
}

/**
 * No number until the cart is known: a wrong 0 would be worse than none. The cart's
 * state rides along (`creating` while a first add makes the cart), wherever the add was.
 */
function CartCount({count, status}: {count: number | null; status?: string}) {
  if (count === null) return <span className={COUNT} aria-hidden="true" />;
  return (
    <>
      <span className={COUNT} data-cart-status={status}>
        {count}
      </span>
      <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
    </>
  );
}
