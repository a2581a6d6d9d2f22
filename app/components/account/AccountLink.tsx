import {LocaleLink} from '../LocaleLink';

export function AccountLink({isLoggedIn}: {isLoggedIn: boolean}) {
  return (
    <LocaleLink to={isLoggedIn ? '/account/orders' : '/account/login'} prefetch="intent">
      {isLoggedIn ? 'Account' : 'Sign in'}
    </LocaleLink>
  );
}
