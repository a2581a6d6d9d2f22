/**
 * The cookies this storefront writes in its own format, each with its attributes in
 * one place, on React Router's createCookie (the value travels as base64 JSON, signed
 * where a forged value would open something). Cookies in another party's format are
 * read and written with the `cookie` package where they are used: Prismic's preview
 * cookie (app/lib/content/preview.ts) and the search service's shopper ids
 * (app/lib/search/client.ts), whose own scripts read them.
 */
import {createCookie} from 'react-router';

/**
 * Whether the browser reached us over https: directly, or through a TLS-terminating
 * proxy whose x-forwarded-proto says so. Every cookie is Secure then.
 */
export function isSecureRequest(
  request: Pick<Request, 'url' | 'headers'>,
): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https'
  );
}

/** Ours alone, never read by scripts, sent only on top-level navigations from elsewhere. */
const PRIVATE = {path: '/', httpOnly: true, sameSite: 'lax'} as const;

export const CART_COOKIE_MAX_AGE = 14 * 24 * 60 * 60;

/** The cart id, outliving the browser session (docs/decisions/009-cart-id-cookie.md). */
export function cartCookie(request: Request) {
  return createCookie('cart', {
    ...PRIVATE,
    secure: isSecureRequest(request),
    maxAge: CART_COOKIE_MAX_AGE,
  });
}

export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// Every request reads one: made once per locale and isolate (a cookie object holds no request).
const currencyCookies = new Map<string, ReturnType<typeof createCookie>>();

/** The currency the shopper chose for one site (spec: "the currency cookie is named per locale"). */
export function currencyCookie(locale: string) {
  let cookie = currencyCookies.get(locale);
  if (!cookie) {
    cookie = createCookie(`currency_${locale}`, {
      path: '/',
      sameSite: 'lax',
      maxAge: CURRENCY_COOKIE_MAX_AGE,
    });
    currencyCookies.set(locale, cookie);
  }
  return cookie;
}

/**
 * Proof that the shopper typed a VIP collection's password. The signature is keyed by
 * the session secret and the password itself, so changing the password locks everyone
 * out again; the cookie never holds the password.
 */
export function vipCookie(
  request: Request,
  {
    handle,
    password,
    secret,
    maxAge,
  }: {handle: string; password: string; secret: string; maxAge?: number},
) {
  return createCookie(`vip_${handle.replace(/[^A-Za-z0-9_-]/g, '')}`, {
    ...PRIVATE,
    secure: isSecureRequest(request),
    maxAge,
    secrets: [`${secret}\u0000${handle}\u0000${password}`],
  });
}
