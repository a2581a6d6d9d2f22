import {Suspense} from 'react';
import {Await} from 'react-router';
import {LocaleLink} from '../LocaleLink';

export function CartButton({cart}: {cart: Promise<{totalQuantity?: number} | null> | undefined}) {
  return (
    <LocaleLink to="/cart" prefetch="intent">
      Cart{' '}
      <Suspense fallback={<CartCount count={0} />}>
        <Await resolve={cart} errorElement={<CartCount count={0} />}>
          {(data) => <CartCount count={data?.totalQuantity ?? 0} />}
        </Await>
      </Suspense>
    </LocaleLink>
  );
}

function CartCount({count}: {count: number}) {
  return (
    <span className="cart-count" aria-label={`${count} items in cart`}>
      {count}
    </span>
  );
}
