import {Suspense} from 'react';
import {Await} from 'react-router';
import {LocaleLink} from '../LocaleLink';
import {openMiniCart, useMiniCart} from './mini-cart-store';
import {useCartView, type CartData} from './use-cart';

/**
 * The header's cart link. Without JavaScript it goes to /cart; with it, it opens the
 * mini cart. The count includes changes still on their way.
 */
export function CartButton({cart}: {cart: Promise<{totalQuantity?: number} | null> | undefined}) {
  const {isOpen} = useMiniCart();
  return (
    <LocaleLink
      to="/cart"
      prefetch="intent"
      className="cart-button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openMiniCart();
      }}
    >
      Cart{' '}
      <Suspense fallback={<CartCount count={null} />}>
        <Await resolve={cart} errorElement={<CartCount count={null} />}>
          {(data) => <LiveCount cart={(data as CartData | null) ?? null} />}
        </Await>
      </Suspense>
    </LocaleLink>
  );
}

function LiveCount({cart}: {cart: CartData | null}) {
  const {totalQuantity, status} = useCartView(cart?.lines ? cart : null);
  return <CartCount count={cart?.lines ? totalQuantity : (cart?.totalQuantity ?? 0)} status={status} />;
}

/**
 * No number until the cart is known: a wrong 0 would be worse than none. The cart's
 * state rides along (`creating` while a first add makes the cart), wherever the add was.
 */
function CartCount({count, status}: {count: number | null; status?: string}) {
  if (count === null) return <span className="cart-count" aria-hidden="true" />;
  return (
    <>
      <span className="cart-count" data-cart-status={status}>
        {count}
      </span>
      <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
    </>
  );
}
