import {LocaleLink} from './LocaleLink';
import {MainNav} from './navigation/MainNav';
import {SearchButton} from './search-overlay/SearchButton';
import {AccountLink} from './account/AccountLink';
import {CartButton} from './cart/CartButton';
import type {PageCart} from './cart/use-cart';

type Props = {
  brandName: string;
  navigation: {handle: string; title: string}[];
  cart: Promise<PageCart> | undefined;
  isLoggedIn: boolean;
};

/** Logo, main navigation and the shopper's tools. Each piece owns its own behaviour. */
export function Header({brandName, navigation, cart, isLoggedIn}: Props) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <LocaleLink to="/" className="site-header__logo" prefetch="intent">
          {brandName}
        </LocaleLink>
        <MainNav navigation={navigation} />
        <div className="site-header__actions">
          <SearchButton />
          <AccountLink isLoggedIn={isLoggedIn} />
          <CartButton cart={cart} />
        </div>
      </div>
    </header>
  );
}
