/**
 * Shopify's Customer Account API on loopback: OpenID discovery on the shop's domain
 * (`/.well-known/openid-configuration`, `/.well-known/customer-account-api`), the hosted
 * sign-in page, token and refresh grants (authorization code + PKCE S256), logout, the
 * signing keys, and the GraphQL endpoint.
 *
 *   issuer                 {origin}/authentication/{shopId}
 *   authorize              {issuer}/oauth/authorize     GET page, POST steps
 *   token                  {issuer}/oauth/token         POST form
 *   logout                 {issuer}/logout              GET id_token_hint, post_logout_redirect_uri
 *   GraphQL                {origin}/{shopId}/account/customer/api/{version}/graphql
 */
import type {ServiceFactory} from '../server.ts';
import {customerGid, customerRow, parseCustomerId} from '../customers/view.ts';
import {escapeHtml, page} from '../outbox/html.ts';
import {executeCustomerAccount} from './graphql.ts';
import {
  ACCESS_LIFETIME_S,
  customerForAccessToken,
  endCustomerSessions,
  redeemAuthorizationCode,
  redeemRefreshToken,
  type TokenError,
} from './grants.ts';
import {publicJwks, readIdToken, signIdToken} from './keys.ts';
import {authorizePage, authorizeSubmit} from './sign-in-page.ts';

export const SANDBOX_SHOP_ID = '1000000001';
export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';

const noStore = {'cache-control': 'no-store'};
const tokenError = (error: TokenError, status = 400) =>
  Response.json(error, {status, headers: noStore});

export const customerAccountService: ServiceFactory = (context) => {
  const {db} = context;
  const issuer = () => `${context.origin}/authentication/${SANDBOX_SHOP_ID}`;
  const graphqlPath = new RegExp(
    `^/${SANDBOX_SHOP_ID}/account/customer/api/[\\w-]+/graphql$`,
  );

  function openidConfiguration() {
    const base = issuer();
    return Response.json({
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      end_session_endpoint: `${base}/logout`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'email', 'customer-account-api:full'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce', 'email'],
    });
  }

  async function token(request: Request) {
    const form = await request.formData().catch(() => new FormData());
    const field = (name: string) => String(form.get(name) ?? '');
    const clientId = field('client_id');
    const grantType = field('grant_type');
    if (grantType === 'authorization_code') {
      const result = redeemAuthorizationCode(db, {
        code: field('code'),
        clientId,
        redirectUri: field('redirect_uri'),
        codeVerifier: field('code_verifier'),
      });
      if ('error' in result) return tokenError(result);
      const {session} = result;
      const email = customerRow(db, session.customerId)?.email;
      const idToken = await signIdToken(
        {
          ...(session.nonce ? {nonce: session.nonce} : {}),
          ...(email ? {email} : {}),
        },
        {
          issuer: issuer(),
          audience: clientId,
          subject: customerGid(session.customerId),
        },
      );
      return Response.json(
        {
          access_token: session.accessToken,
          token_type: 'Bearer',
          expires_in: ACCESS_LIFETIME_S,
          refresh_token: session.refreshToken,
          id_token: idToken,
          scope: 'openid email customer-account-api:full',
        },
        {headers: noStore},
      );
    }
    if (grantType === 'refresh_token') {
      const result = redeemRefreshToken(db, {
        refreshToken: field('refresh_token'),
        clientId,
      });
      if ('error' in result) return tokenError(result);
      return Response.json(
        {
          access_token: result.session.accessToken,
          token_type: 'Bearer',
          expires_in: ACCESS_LIFETIME_S,
          refresh_token: result.session.refreshToken,
        },
        {headers: noStore},
      );
    }
    return tokenError({
      error: 'unsupported_grant_type',
      error_description: `grant_type ${grantType || '(none)'} is not supported`,
    });
  }

  async function logout(url: URL) {
    const hint = url.searchParams.get('id_token_hint');
    if (hint) {
      const claims = await readIdToken(hint, issuer()).catch(() => null);
      const customerId = parseCustomerId(claims?.sub);
      if (customerId !== undefined) endCustomerSessions(db, customerId);
    }
    const back = url.searchParams.get('post_logout_redirect_uri');
    if (back && /^https?:\/\//.test(back))
      return new Response(null, {
        status: 302,
        headers: {location: back, ...noStore},
      });
    return page(
      'Signed out',
      `<h1>You’re signed out</h1><p>${escapeHtml('You can close this page.')}</p>`,
    );
  }

  async function graphql(request: Request) {
    if (request.method !== 'POST')
      return Response.json({errors: [{message: 'Use POST'}]}, {status: 405});
    const customerId = customerForAccessToken(
      db,
      request.headers.get('authorization'),
    );
    if (customerId === undefined)
      return Response.json(
        {errors: [{message: 'Unauthorized'}]},
        {status: 401},
      );
    let body: {query?: unknown; variables?: unknown; operationName?: unknown};
    try {
      body = await request.json();
    } catch {
      return Response.json(
        {errors: [{message: 'Invalid JSON body'}]},
        {status: 400},
      );
    }
    if (typeof body?.query !== 'string')
      return Response.json(
        {errors: [{message: 'Parameter "query" is required'}]},
        {status: 400},
      );
    return Response.json(
      await executeCustomerAccount({
        db,
        customerId,
        origin: context.origin,
        query: body.query,
        variables: (body.variables && typeof body.variables === 'object'
          ? body.variables
          : {}) as Record<string, unknown>,
        operationName:
          typeof body.operationName === 'string'
            ? body.operationName
            : undefined,
      }),
    );
  }

  return {
    name: 'customerAccount',
    async handle(request, url) {
      const path = url.pathname;
      const base = new URL(issuer()).pathname;
      if (
        path === '/.well-known/openid-configuration' ||
        path === `${base}/.well-known/openid-configuration`
      )
        return openidConfiguration();
      if (path === '/.well-known/customer-account-api') {
        return Response.json({
          graphql_api: `${context.origin}/${SANDBOX_SHOP_ID}/account/customer/api/${CUSTOMER_ACCOUNT_API_VERSION}/graphql`,
        });
      }
      if (path === `${base}/.well-known/jwks.json`)
        return Response.json(await publicJwks());
      if (path === `${base}/oauth/authorize`) {
        return request.method === 'POST'
          ? authorizeSubmit(db, url, request)
          : authorizePage(url);
      }
      if (path === `${base}/oauth/token`) {
        return request.method === 'POST'
          ? token(request)
          : tokenError(
              {error: 'invalid_request', error_description: 'Use POST'},
              405,
            );
      }
      if (path === `${base}/logout`) return logout(url);
      if (graphqlPath.test(path)) return graphql(request);
      return undefined;
    },
  };
};
