/**
 * The cart outlives the browser session. The spec keeps the cart id in local storage;
 * here the server renders the cart and answers plain form posts (JavaScript off), so it
 * must know the id on every request: it rides in a cookie that lasts 14 days beside
 * the signed session (a session cookie, gone when the browser closes). A request whose
 * session has no cart takes the id from that cookie; the response sets or clears the
 * cookie whenever the session's cart id changed. Other tabs still hear of changes over
 * BroadcastChannel, as before.
 */
import {CART_ID_SESSION_KEY} from '~/lib/cart/cart.server';

export const CART_COOKIE = 'cart';
export const CART_COOKIE_MAX_AGE = 14 * 24 * 60 * 60;
const CART_ID = /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,200}(\?key=[A-Za-z0-9_-]{1,200})?$/;

type SessionLike = {get(key: string): unknown; set(key: string, value: unknown): void};

function cookieCartId(request: Request): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== CART_COOKIE) continue;
    try {
      const id = decodeURIComponent(part.slice(at + 1).trim());
      return CART_ID.test(id) ? id : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** At the start of a request: a session without a cart takes the one the cookie remembers. */
export function restoreCartId(request: Request, session: SessionLike) {
  if (session.get(CART_ID_SESSION_KEY)) return;
  const id = cookieCartId(request);
  if (id) session.set(CART_ID_SESSION_KEY, id);
}

/** At the end: the Set-Cookie that keeps the cookie in step with the session, if any. */
export function cartCookieHeader(request: Request, session: SessionLike): string | null {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const had = cookieCartId(request);
  const id = session.get(CART_ID_SESSION_KEY);
  if (typeof id === 'string' && id) {
    return id === had ? null : `${CART_COOKIE}=${encodeURIComponent(id)}; Max-Age=${CART_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure}`;
  }
  return had ? `${CART_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}` : null;
}
