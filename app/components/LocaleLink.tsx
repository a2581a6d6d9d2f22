import {forwardRef} from 'react';
import {
  Link,
  NavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import {DEFAULT_LOCALE, localeFromPath, localizePath} from '~/lib/locale-paths';

/** The current site's locale, read from the address as the server reads it ('us' for any path without a site prefix). */
export function useLocale(): string {
  return localeFromPath(useLocation().pathname)?.locale ?? DEFAULT_LOCALE;
}

/** A path in the current locale: '/au/products/x' on the au site, '/products/x' on the default. */
export function useLocalePath(path: string) {
  return localizePath(path, useLocale());
}

/** A link that stays in the shopper's site and prefetches as it nears the viewport. */
export const LocaleLink = forwardRef<
  HTMLAnchorElement,
  LinkProps & {to: string}
>(function LocaleLink({to, prefetch = 'viewport', ...props}, ref) {
  const locale = useLocale();
  return (
    <Link
      ref={ref}
      to={localizePath(to, locale)}
      prefetch={prefetch}
      {...props}
    />
  );
});

export function LocaleNavLink({to, ...props}: NavLinkProps & {to: string}) {
  const locale = useLocale();
  return <NavLink to={localizePath(to, locale)} prefetch="intent" {...props} />;
}
