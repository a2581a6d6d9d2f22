import {Suspense} from 'react';
import {Await} from 'react-router';
import {LocaleLink, LocaleNavLink} from './LocaleLink';

type Props = {
  brandName: string;
  navigation: {handle: string; title: string}[];
  cart: Promise<{totalQuantity?: number} | null> | undefined;
  isLoggedIn: boolean;
};

export function Header({brandName, navigation, cart, isLoggedIn}: Props) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <LocaleLink to="/" className="site-header__logo" prefetch="intent">
          {brandName}
        </LocaleLink>
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {navigation.map((item) => (
              <li key={item.handle}>
                <LocaleNavLink to={`/collections/${item.handle}`}>{item.title}</LocaleNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LocaleLink to="/search" prefetch="intent" aria-label="Search">
            Search
          </LocaleLink>
          <LocaleLink to={isLoggedIn ? '/account/orders' : '/account/login'} prefetch="intent">
            {isLoggedIn ? 'Account' : 'Sign in'}
          </LocaleLink>
          <LocaleLink to="/cart" prefetch="intent">
            Cart{' '}
            <Suspense fallback={<CartCount count={0} />}>
              <Await resolve={cart} errorElement={<CartCount count={0} />}>
                {(data) => <CartCount count={data?.totalQuantity ?? 0} />}
              </Await>
            </Suspense>
          </LocaleLink>
        </div>
      </div>
    </header>
  );
}

function CartCount({count}: {count: number}) {
  return (
    <span className="cart-count" aria-label={`${count} items in cart`}>
      {count}
    </span>
  );
}
