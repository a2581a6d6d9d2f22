import {forwardRef} from 'react';
import {Link, NavLink, useRouteLoaderData, type LinkProps, type NavLinkProps} from 'react-router';
import type {RootLoader} from '~/root';
import {localizePath} from '~/lib/sites';

/** The current site's locale, from root data ('us' when unknown). */
export function useLocale(): string {
  return useRouteLoaderData<RootLoader>('root')?.locale ?? 'us';
}

/** A path in the current locale: '/au/products/x' on the au site, '/products/x' on the default. */
export function useLocalePath(path: string) {
  return localizePath(path, useLocale());
}

/** A link that stays in the shopper's site and prefetches as it nears the viewport. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & {to: string}>(function LocaleLink(
  {to, prefetch = 'viewport', ...props},
  ref,
) {
  const locale = useLocale();
  return <Link ref={ref} to={localizePath(to, locale)} prefetch={prefetch} {...props} />;
});

export function LocaleNavLink({to, ...props}: NavLinkProps & {to: string}) {
  const locale = useLocale();
  return <NavLink to={localizePath(to, locale)} prefetch="intent" {...props} />;
}
