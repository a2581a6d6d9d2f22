import {HEADER_TOOL} from '../navigation/header-tool';
import {LocaleLink} from '../LocaleLink';
import {Icon} from '../ui/icons';

export function AccountLink({isLoggedIn}: {isLoggedIn: boolean}) {
  const label = isLoggedIn ? 'Account' : 'Sign in';
  return (
    <LocaleLink
      to={isLoggedIn ? '/account/orders' : '/account/login'}
      prefetch="intent"
      className={HEADER_TOOL}
    >
      <Icon name="account" className="size-6 sm:hidden" />
      <span className="max-sm:sr-only">{label}</span>
    </LocaleLink>
  );
}
