/**
 * The customer's access token lives only in the encrypted, httpOnly session cookie, under
 * `customerAccessToken` with its expiry under `customerAccessTokenExpiresAt`. Everyone
 * who needs the token (pages, the cart's buyer identity, the wishlist) reads it through
 * `customerTokenFrom`: a token past its expiry is treated as signed out and removed at once.
 */
import {redirect} from 'react-router';
import {authFromSession} from './auth';
import {loginPath} from './redirect';
import {
  clearAccountTokens,
  readAccountTokens,
} from '~/lib/customer-account/tokens.server';
import {pageUrl} from '~/lib/page-url';
import type {SessionLike} from '~/lib/session.server';

export const CUSTOMER_TOKEN_KEY = 'customerAccessToken';
export const CUSTOMER_TOKEN_EXPIRES_KEY = 'customerAccessTokenExpiresAt';
/** Set when a dead or expired token signed the shopper out; the login page says so once. */
export const SESSION_ENDED_KEY = 'sessionEnded';

/** The signed-in customer's id, kept so search can name the shopper without asking the API. */
export const SHOPPER_ID_KEY = 'customerId';

/** Account pages and answers carry customer data: never stored by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** True once after a dead or expired token signed the shopper out. */
export function takeSessionEnded(session: SessionLike): boolean {
  if (session.get(SESSION_ENDED_KEY) !== true) return false;
  session.unset(SESSION_ENDED_KEY);
  return true;
}

export function saveCustomerToken(
  session: SessionLike,
  token: {accessToken: string; expiresAt: string},
  customerId?: string | null,
) {
  session.unset(SESSION_ENDED_KEY);
  session.set(CUSTOMER_TOKEN_KEY, token.accessToken);
  session.set(CUSTOMER_TOKEN_EXPIRES_KEY, token.expiresAt);
  // undefined: the same customer again (a new token after a password change), id kept.
  if (customerId) session.set(SHOPPER_ID_KEY, customerId);
  else if (customerId === null) session.unset(SHOPPER_ID_KEY);
}

export function clearCustomerToken(session: SessionLike) {
  session.unset(CUSTOMER_TOKEN_KEY);
  session.unset(CUSTOMER_TOKEN_EXPIRES_KEY);
  clearAccountTokens(session);
  session.unset(SHOPPER_ID_KEY);
}

/**
 * The live token, or null. An expired or half-stored token is cleared from the session.
 * With hosted sign-in (Customer Account API) the session holds that token instead; the
 * Storefront API, the cart and the wishlist take it just the same. It is renewed, not
 * cleared, when it expires (app/lib/customer-account/sign-in.server.ts).
 */
export function customerTokenFrom(
  session: SessionLike,
  now: number = Date.now(),
): string | null {
  const hosted = readAccountTokens(session);
  if (hosted) return authFromSession(hosted, now).accessToken;
  const stored = {
    accessToken: session.get(CUSTOMER_TOKEN_KEY),
    expiresAt: session.get(CUSTOMER_TOKEN_EXPIRES_KEY),
  };
  const auth = authFromSession(stored, now);
  if (
    !auth.accessToken &&
    (stored.accessToken !== undefined || stored.expiresAt !== undefined)
  ) {
    clearCustomerToken(session);
    session.set(SESSION_ENDED_KEY, true);
  }
  return auth.accessToken;
}

type AccountContext = {session: SessionLike; locale: string};

/** Where the shopper was going, for the login page to send them back. */
function currentPath(request: Request) {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}

/** A redirect to the login page that returns to the page asked for. */
export function redirectToLogin(
  context: AccountContext,
  request: Request,
  returnTo: string = currentPath(request),
) {
  return redirect(loginPath(context.locale, returnTo), {
    headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
  });
}

/** The token of the signed-in customer; anyone else is sent to the login page. */
export function requireCustomerToken(
  context: AccountContext,
  request: Request,
): string {
  const token = customerTokenFrom(context.session);
  if (!token) throw redirectToLogin(context, request);
  return token;
}

/**
 * The API no longer knows the token (revoked by a password change elsewhere, or
 * expired early): sign the shopper out and send them to log in again.
 */
export function signedOut(
  context: AccountContext,
  request: Request,
  returnTo?: string,
) {
  clearCustomerToken(context.session);
  context.session.set(SESSION_ENDED_KEY, true);
  return redirectToLogin(context, request, returnTo);
}
