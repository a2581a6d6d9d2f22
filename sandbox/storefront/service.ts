/**
 * POST /api/{version}/graphql.json: the Storefront API.
 * Resolver modules register themselves when imported below. Refusals carry Shopify's
 * statuses and `extensions.code`s: 401 UNAUTHORIZED without a known token, 400
 * BAD_REQUEST for a body that is not a GraphQL request.
 */
import type {ServiceFactory} from '../server.ts';
import {executeStorefront} from './executor.ts';
import {isAuthorized, unauthorized} from './access.ts';
import './resolvers/index.ts';

export const storefrontService: ServiceFactory = (context) => ({
  name: 'storefront',
  async handle(request, url) {
    if (!/^\/api\/[^/]+\/graphql\.json$/.test(url.pathname)) return undefined;
    if (request.method === 'OPTIONS')
      return new Response(null, {status: 204, headers: cors()});
    if (request.method !== 'POST') {
      return Response.json(
        {errors: [{message: 'Use POST', extensions: {code: 'BAD_REQUEST'}}]},
        {status: 405, headers: cors()},
      );
    }
    if (!isAuthorized(request)) return unauthorized(cors());
    const badRequest = (message: string) =>
      Response.json(
        {errors: [{message, extensions: {code: 'BAD_REQUEST'}}]},
        {status: 400, headers: cors()},
      );
    let body: {query?: unknown; variables?: unknown; operationName?: unknown};
    try {
      body = await request.json();
    } catch {
      return badRequest('Invalid JSON body');
    }
    if (typeof body?.query !== 'string')
      return badRequest('Parameter "query" is required');
    const result = await executeStorefront({
      query: body.query,
      variables: (body.variables && typeof body.variables === 'object'
        ? body.variables
        : {}) as Record<string, unknown>,
      operationName:
        typeof body.operationName === 'string' ? body.operationName : undefined,
      origin: context.origin,
      requestOrigin: storefrontOrigin(request),
      db: context.db,
    });
    return Response.json(result, {headers: cors()});
  },
});

/** Where a browser-side caller came from; server-side callers usually send neither header. */
function storefrontOrigin(request: Request): string | undefined {
  for (const value of [
    request.headers.get('origin'),
    request.headers.get('referer'),
  ]) {
    try {
      if (value && value !== 'null')
        return (
          new URL(value).origin + sitePrefix(request, new URL(value).origin)
        );
    } catch {
      // not a URL: ignore
    }
  }
  return undefined;
}

/**
 * The storefront's site path ('/au') when the Referer names one, as Shopify's market
 * subfolders do: e-mailed links (password reset) then land on the shopper's own site.
 */
function sitePrefix(request: Request, origin: string): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    const match = /^\/([a-z]{2})(?=\/|$)/.exec(referer.pathname);
    return referer.origin === origin && match ? `/${match[1]}` : '';
  } catch {
    return '';
  }
}

function cors() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
}
