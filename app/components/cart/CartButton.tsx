import {Suspense} from 'react';
import {Await} from 'react-router';
import {LocaleLink} from '../LocaleLink';
import {HEADER_TOOL} from '../navigation/header-tool';
import {Icon} from '../ui/icons';
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
      className={`cart-button ${HEADER_TOOL}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openMiniCart();
      }}
    >
      <Icon name="bag" className="size-6 sm:hidden" />
      <span className="max-sm:sr-only">Cart</span>{' '}
      <Suspense fallback={<CartCount count={null} />}>
        <Await resolve={cart} errorElement={<CartCount count={null} />}>
          {(data) => <LiveCount cart={(data as CartData | null) ?? null} />}
        </Await>
      </Suspense>
    </LocaleLink>
  );
}

function LiveCount({cart}: {cart: CartData | null}) {
  const {totalQuantity} = useCartView(cart?.lines ? cart : null);
  return <CartCount count={cart?.lines ? totalQuantity : (cart?.totalQuantity ?? 0)} />;
}

const COUNT = 'cart-count inline-block min-w-6 rounded-full bg-ink px-1.5 text-center text-[0.8rem] text-paper empty:invisible';

/** No number until the cart is known: a wrong 0 would be worse than none. */
function CartCount({count}: {count: number | null}) {
  if (count === null) return <span className={COUNT} aria-hidden="true" />;
  return (
    <>
      <span className={COUNT}>{count}</span>
      <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
    </>
  );
}
