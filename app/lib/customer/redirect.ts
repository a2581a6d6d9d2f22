/**
 * Where to send a shopper after signing in. The return path travels in the query
 * string (`/account/login?redirect=/account/orders`), so it is attacker-controlled:
 * only a path on this site is accepted, never another origin, a protocol-relative
 * address or anything a browser might read as one.
 */
import {localizePath} from '~/lib/locale-paths';

const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'https://storefront.invalid';

/** The path (with query and hash) if `value` is a safe local path, else null. */
export function safeLocalPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > MAX_LENGTH
  )
    return null;
  // '//host' and '/\host' are other origins to a browser; control characters hide tricks.
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where signed-in shoppers land by default. */
export function accountHomePath(locale: string) {
  return localizePath('/account/orders', locale);
}

/** A safe return path, or the account home of the shopper's site. */
export function returnPathOr(value: unknown, locale: string): string {
  return safeLocalPath(value) ?? accountHomePath(locale);
}

/** The login page that brings the shopper back to `returnTo` afterwards. */
export function loginPath(locale: string, returnTo?: string | null): string {
  const login = localizePath('/account/login', locale);
  const back = safeLocalPath(returnTo);
  // '/' may stay as it is in a query string, which keeps the address readable.
  return back
    ? `${login}?redirect=${encodeURIComponent(back).replaceAll('%2F', '/')}`
    : login;
}
