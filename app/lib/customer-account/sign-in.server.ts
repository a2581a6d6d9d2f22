/**
 * Hosted sign-in with Shopify's Customer Account API: OAuth 2.0 authorization code with
 * PKCE and OpenID Connect, done by oauth4webapi. State, nonce and the PKCE verifier of
 * a sign-in live in the signed session only until it completes (or fails); the tokens
 * live only in the signed, httpOnly session, never in the page.
 *
 * Hydrogen's own client (`createCustomerAccountClient`) is built for shopify.com's fixed
 * hosts and https tunnels; this one finds the endpoints from the shop's domain, so the
 * same code signs in against a real shop and against the sandbox.
 */
import * as oauth from 'oauth4webapi';
import {discoverShopAccounts, type ShopAccounts} from './discovery.server';
import {
  clearAccountTokens,
  readAccountTokens,
  saveAccountTokens,
  type AccountTokens,
} from './tokens.server';
import {SESSION_ENDED_KEY, SHOPPER_ID_KEY} from '~/lib/customer/session.server';
import type {SessionLike} from '~/lib/session.server';
import type {Reporting} from '~/lib/errors/reporter.server';

export const SIGN_IN_KEY = 'customerAccountSignIn';
const SCOPE = 'openid email customer-account-api:full';
/** Refresh a little early, so a token never dies between the check and the call. */
const EARLY_MS = 60 * 1000;

export type SignInContext = Reporting & {
  config: {
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?: string;
  };
  session: SessionLike;
};

type PendingSignIn = {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
};

/** Why a sign-in was refused; the shopper reads one message, the log reads this. */
export class SignInRefused extends Error {}

function clientOf(context: SignInContext): oauth.Client {
  const clientId = context.config.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID;
  if (!clientId)
    throw new Error('PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID is not set');
  return {client_id: clientId};
}

/** One callback address for every site, registered once with Shopify. */
export function authorizeUrl(request: Request) {
  return `${new URL(request.url).origin}/account/authorize`;
}

function requestOptions(shop: ShopAccounts, request: Request) {
  // Shopify asks public clients to say which storefront is calling.
  return {
    headers: {Origin: new URL(request.url).origin},
    signal: AbortSignal.timeout(8000),
    ...(shop.insecure ? {[oauth.allowInsecureRequests]: true} : {}),
  };
}

/** Starts hosted sign-in (or sign-up): remembers state, nonce and verifier, then sends the shopper to Shopify. */
export async function startSignIn(
  context: SignInContext,
  request: Request,
  {
    returnTo,
    signUp = false,
    locale,
  }: {returnTo: string; signUp?: boolean; locale?: string},
): Promise<string> {
  const shop = await discoverShopAccounts(context.config.PUBLIC_STORE_DOMAIN);
  const client = clientOf(context);
  const verifier = oauth.generateRandomCodeVerifier();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier,
    returnTo,
  };
  context.session.set(SIGN_IN_KEY, pending);

  const url = new URL(shop.authorizationServer.authorization_endpoint!);
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', authorizeUrl(request));
  url.searchParams.set('scope', SCOPE);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set(
    'code_challenge',
    await oauth.calculatePKCECodeChallenge(verifier),
  );
  url.searchParams.set('code_challenge_method', 'S256');
  if (locale) url.searchParams.set('locale', locale === 'au' ? 'en-AU' : 'en');
  // OpenID's "create" prompt: the hosted page opens on sign-up rather than sign-in.
  if (signUp) url.searchParams.set('prompt', 'create');
  return url.toString();
}

/**
 * Completes sign-in at /account/authorize: the state must be the one this session sent,
 * the code is exchanged with this session's PKCE verifier, and the ID token must carry
 * this session's nonce. The pending sign-in is spent whatever happens. Answers where
 * the shopper was going.
 */
export async function completeSignIn(
  context: SignInContext,
  request: Request,
): Promise<string> {
  const pending = context.session.get(SIGN_IN_KEY) as
    Partial<PendingSignIn> | undefined;
  context.session.unset(SIGN_IN_KEY);
  if (!pending?.state || !pending.nonce || !pending.verifier)
    throw new SignInRefused('no sign-in was started in this session');

  const shop = await discoverShopAccounts(context.config.PUBLIC_STORE_DOMAIN);
  const client = clientOf(context);
  const as = shop.authorizationServer;
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(
      as,
      client,
      new URL(request.url),
      pending.state,
    );
  } catch (error) {
    throw new SignInRefused(
      `authorization response refused: ${(error as Error).message}`,
    );
  }
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    authorizeUrl(request),
    pending.verifier,
    requestOptions(shop, request),
  );
  let result: oauth.TokenEndpointResponse;
  try {
    result = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      response,
      {expectedNonce: pending.nonce, requireIdToken: true},
    );
  } catch (error) {
    if (
      error instanceof oauth.ResponseBodyError ||
      error instanceof oauth.OperationProcessingError
    ) {
      const detail =
        error instanceof oauth.ResponseBodyError
          ? ` (${error.error}: ${error.error_description ?? ''})`
          : '';
      throw new SignInRefused(
        `token exchange refused: ${error.message}${detail}`,
      );
    }
    throw error;
  }
  saveAccountTokens(context.session, tokensFrom(result));
  context.session.unset(SESSION_ENDED_KEY);
  // The customer's id (the ID token's subject), for search personalisation as with legacy sign-in.
  const subject = oauth.getValidatedIdTokenClaims(result)?.sub;
  if (subject && /^gid:\/\/shopify\/Customer\/\d+$/.test(subject))
    context.session.set(SHOPPER_ID_KEY, subject);
  else context.session.unset(SHOPPER_ID_KEY);
  return pending.returnTo ?? '/';
}

function tokensFrom(
  result: oauth.TokenEndpointResponse,
  previous?: AccountTokens | null,
): AccountTokens {
  const lifetime = (result.expires_in ?? 3600) * 1000;
  return {
    accessToken: result.access_token,
    expiresAt: new Date(Date.now() + lifetime).toISOString(),
    refreshToken: result.refresh_token ?? previous?.refreshToken ?? null,
    idToken: result.id_token ?? previous?.idToken ?? null,
  };
}

/**
 * Renews an access token that has expired (or is about to). A refresh the shop turns
 * down signs the shopper out; a shop that cannot be reached leaves the tokens for the
 * next request and reads as signed out for this one.
 */
export async function refreshIfExpired(
  context: SignInContext,
  request: Request,
  now = Date.now(),
): Promise<void> {
  const tokens = readAccountTokens(context.session);
  if (!tokens || Date.parse(tokens.expiresAt) - EARLY_MS > now) return;
  if (!tokens.refreshToken) {
    clearAccountTokens(context.session);
    return;
  }
  try {
    const shop = await discoverShopAccounts(context.config.PUBLIC_STORE_DOMAIN);
    const client = clientOf(context);
    const response = await oauth.refreshTokenGrantRequest(
      shop.authorizationServer,
      client,
      oauth.None(),
      tokens.refreshToken,
      requestOptions(shop, request),
    );
    const result = await oauth.processRefreshTokenResponse(
      shop.authorizationServer,
      client,
      response,
    );
    saveAccountTokens(context.session, tokensFrom(result, tokens));
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError)
      clearAccountTokens(context.session);
    context.errors.report(error, {
      service: 'customer account',
      step: 'token refresh',
    });
  }
}

/**
 * Ends the session here and at Shopify: the tokens are forgotten at once, then the
 * shopper passes through the shop's logout page, which sends them back to `returnTo`.
 */
export async function signOutUrl(
  context: SignInContext,
  request: Request,
  returnTo: string,
): Promise<string> {
  const tokens = readAccountTokens(context.session);
  clearAccountTokens(context.session);
  const back = new URL(returnTo, request.url).toString();
  if (!tokens?.idToken) return back;
  try {
    const shop = await discoverShopAccounts(context.config.PUBLIC_STORE_DOMAIN);
    const endpoint = shop.authorizationServer.end_session_endpoint;
    if (!endpoint) return back;
    const url = new URL(endpoint);
    url.searchParams.set('id_token_hint', tokens.idToken);
    url.searchParams.set('post_logout_redirect_uri', back);
    return url.toString();
  } catch (error) {
    context.errors.report(error, {service: 'customer account', step: 'logout'});
    return back;
  }
}
