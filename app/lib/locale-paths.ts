/**
 * Which site a path belongs to, and the same page on another site. The default site (us)
 * has no path prefix; every other site lives under /{locale}. Apart from the sites'
 * configuration (sites.ts), so that every page's script carries only this.
 */
export const LOCALES = ['us', 'au'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'us';

export function isKnownLocale(value: unknown): value is Locale {
  return (
    typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
  );
}

export type LocalePath = {
  locale: Locale;
  prefix: '' | `/${string}`;
  pathWithoutLocale: string;
};

/**
 * The site a path belongs to. The first segment counts as a locale only when it is a
 * known non-default locale ('/au/...'); anything else ('/xx/...', '/us/...') is a path
 * on the default site, left for the router to answer. Null for input that is not a path.
 */
export function localeFromPath(pathname: string): LocalePath | null {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  const segment = pathname.split('/')[1] ?? '';
  if (isKnownLocale(segment) && segment !== DEFAULT_LOCALE) {
    const rest = pathname.slice(segment.length + 1);
    return {
      locale: segment,
      prefix: `/${segment}`,
      pathWithoutLocale: rest.startsWith('/') ? rest : `/${rest}`,
    };
  }
  return {locale: DEFAULT_LOCALE, prefix: '', pathWithoutLocale: pathname};
}

/**
 * The one path localiser: '/products/x' becomes '/au/products/x' on au and stays put on
 * us (the default site has no prefix). A path that already carries a locale prefix is
 * moved, not prefixed twice ('/au' and '/au/' alike); query and hash are kept. Addresses
 * elsewhere ('https://…', '//host', 'mailto:…') and same-page anchors ('#top') are left as they are.
 */
export function localizePath(path: string, locale: string): string {
  if (!isKnownLocale(locale))
    throw new Error(`Region not found for locale ${locale}`);
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const [pathname, suffix = ''] = splitSuffix(absolute);
  const bare = localeFromPath(pathname)?.pathWithoutLocale ?? pathname;
  if (locale === DEFAULT_LOCALE) return bare + suffix;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + suffix;
}

function splitSuffix(path: string): [string, string?] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path] : [path.slice(0, at), path.slice(at)];
}
