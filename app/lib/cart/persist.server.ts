/**
 * The cart outlives the browser session. The spec keeps the cart id in local storage;
 * here the server renders the cart and answers plain form posts (JavaScript off), so it
 * must know the id on every request: it rides in a cookie that lasts 14 days beside
 * the encrypted session (a session cookie, gone when the browser closes). A request whose
 * session has no cart takes the id from that cookie; the response sets or clears the
 * cookie whenever the session's cart id changed. Other tabs still hear of changes over
 * BroadcastChannel, as before.
 */
import {parse} from 'cookie';
import {CART_ID_SESSION_KEY} from '~/lib/cart/cart.server';
import {cartCookie} from '~/lib/cookies.server';
import type {SessionLike} from '~/lib/session.server';

const CART_ID =
  /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]{1,200}(\?key=[A-Za-z0-9_-]{1,200})?$/;

async function cookieCartId(request: Request): Promise<string | null> {
  const id: unknown = await cartCookie(request).parse(
    request.headers.get('Cookie'),
  );
  return typeof id === 'string' && CART_ID.test(id) ? id : null;
}

/**
 * Carts remembered before the cookie took createCookie's format held the id URL-encoded;
 * a shopper coming back with one keeps their cart, and the cookie is rewritten.
 */
function earlierCartId(request: Request): string | null {
  const raw = parse(request.headers.get('Cookie') ?? '').cart;
  return raw && CART_ID.test(raw) ? raw : null;
}

/** At the start of a request: a session without a cart takes the one the cookie remembers. */
export async function restoreCartId(request: Request, session: SessionLike) {
  if (session.get(CART_ID_SESSION_KEY)) return;
  const id = (await cookieCartId(request)) ?? earlierCartId(request);
  if (id) session.set(CART_ID_SESSION_KEY, id);
}

/** At the end: the Set-Cookie that keeps the cookie in step with the session, if any. */
export async function cartCookieHeader(
  request: Request,
  session: SessionLike,
): Promise<string | null> {
  const had = await cookieCartId(request);
  const id = session.get(CART_ID_SESSION_KEY);
  if (typeof id === 'string' && id)
    return id === had ? null : cartCookie(request).serialize(id);
  return had || earlierCartId(request)
    ? cartCookie(request).serialize('', {maxAge: 0})
    : null;
}
