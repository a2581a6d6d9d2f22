/**
 * Who may call the sandbox's Storefront API, answered the way Shopify answers: a request
 * without a known Storefront access token (public `X-Shopify-Storefront-Access-Token` or
 * private `Shopify-Storefront-Private-Token`) is refused with 401 and the body Shopify
 * sends. The sandbox's token is the one scripts/worker-env.mjs gives the app; more can be
 * added with SANDBOX_STOREFRONT_TOKENS (comma-separated).
 */
export const SANDBOX_STOREFRONT_TOKEN = 'sandbox-storefront-token';

function knownTokens() {
  const extra = (process.env.SANDBOX_STOREFRONT_TOKENS ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return new Set([SANDBOX_STOREFRONT_TOKEN, ...extra]);
}

export function isAuthorized(request: Request) {
  const tokens = knownTokens();
  const given = [
    request.headers.get('x-shopify-storefront-access-token'),
    request.headers.get('shopify-storefront-private-token'),
  ];
  return given.some((token) => token !== null && tokens.has(token));
}

export const unauthorized = (headers: Record<string, string>) =>
  Response.json(
    {errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]},
    {status: 401, headers},
  );
