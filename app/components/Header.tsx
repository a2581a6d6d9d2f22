import {LocaleLink} from './LocaleLink';
import {MainNav} from './navigation/MainNav';
import {SearchButton} from './search-overlay/SearchButton';
import {AccountLink} from './account/AccountLink';
import {CartButton} from './cart/CartButton';
import type {PageCart} from './cart/use-cart';

type Props = {
  brandName: string;
  cart: Promise<PageCart> | undefined;
  isLoggedIn: boolean;
};

/**
 * Logo, main navigation and the shopper's tools. Each piece owns its own behaviour.
 * On a phone the menu button comes first and the tools are icons, so the whole brand
 * name fits at 390 px.
 */
export function Header({brandName, cart, isLoggedIn}: Props) {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-line bg-paper">
      <div className="mx-auto flex min-h-14 max-w-[1440px] items-center gap-2 px-3 py-1.5 lg:gap-6 lg:px-4 lg:py-3">
        <LocaleLink
          to="/"
          className="site-header__logo min-w-0 truncate text-lg font-bold tracking-[0.04em] no-underline sm:text-xl"
          prefetch="intent"
        >
          {brandName}
        </LocaleLink>
        <MainNav />
        <div className="ml-auto flex shrink-0 items-center gap-0.5 whitespace-nowrap sm:gap-3">
          <SearchButton />
          <AccountLink isLoggedIn={isLoggedIn} />
          <CartButton cart={cart} />
        </div>
      </div>
    </header>
  );
}
