/**
 * Every mutation must come from the store's own pages. React Router checks Origin for
 * route actions, but not for resource routes (no component: /account/logout,
 * /api/market, /api/wishlist...), so another site could sign a shopper out or drop
 * their cart. The worker entry asks this before any route runs.
 *
 * Browsers send Origin on every POST; older ones at least Sec-Fetch-Site. A request
 * with neither is not a browser's (curl, a server) and cannot ride a shopper's cookies.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('Origin');
  if (origin !== null) {
    if (origin === 'null') return true;
    try {
      return new URL(origin).host !== new URL(request.url).host;
    } catch {
      return true;
    }
  }
  const site = request.headers.get('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}

/** The refusal: plain words, no page, nothing changed. */
export function crossSiteRefusal() {
  return new Response(
    'This form can only be sent from the store’s own pages.',
    {
      status: 403,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    },
  );
}
