import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createAppContext, type AppContext} from '~/lib/context.server';
import {crossSiteRefusal, isCrossSiteMutation} from '~/lib/same-origin';
import {isUnreadableForm, unreadableFormResponse} from '~/lib/form-body';
import {cartCookieHeader} from '~/lib/cart/persist.server';
import {brokenEscapeResponse, mendedPath} from '~/lib/broken-escapes';
import type {ErrorReporter} from '~/lib/errors/reporter.server';

/**
 * Made once per isolate: React Router works out its route tree on a handler's first
 * request, so a handler per request would redo that on every page. Each request's
 * context is its own, found by its request.
 */
const contexts = new WeakMap<Request, AppContext>();
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => contexts.get(request)!,
});

/** The worker entry for Oxygen and Cloudflare Workers alike. */
export default {
  async fetch(
    request: Request,
    env: Env,
    executionContext: ExecutionContext,
  ): Promise<Response> {
    // Before any route: resource routes get no Origin check from React Router.
    const url = new URL(request.url);
    const mended = mendedPath(url.pathname + url.search);
    if (mended) return brokenEscapeResponse(request.method, mended);
    if (isCrossSiteMutation(request)) return crossSiteRefusal();
    if (await isUnreadableForm(request)) return unreadableFormResponse();
    let reporter: ErrorReporter | null = null;
    try {
      const context = await createAppContext(request, env, executionContext);
      reporter = context.errors;
      contexts.set(request, context);
      const response = await handleRequest(request);

      // The cart id outlives the browser session in its own cookie (app/lib/cart/persist.server.ts).
      const cartCookie = await cartCookieHeader(request, context.session);
      if (cartCookie) response.headers.append('Set-Cookie', cartCookie);
      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }
      if (response.status === 404) {
        // Shopify admin redirects apply only where the app has no page of its own.
        return storefrontRedirect({
          request,
          response,
          storefront: context.storefront,
        });
      }
      return response;
    } catch (error) {
      // Without an app context there is no reporter (it is built from the validated settings): the log is all there is.
      if (reporter) reporter.report(error, {service: 'server'});
      else console.error(error);
      return new Response(startupErrorPage(error), {
        status: 500,
        headers: {'Content-Type': 'text/html; charset=utf-8'},
      });
    }
  },
};

/** Shown only when the app cannot start (for example invalid configuration); never a stack trace. */
function startupErrorPage(error: unknown) {
  const isConfig =
    error instanceof Error &&
    error.message.startsWith('Invalid environment variable values detected');
  const detail = isConfig
    ? (error as Error).message
    : 'An unexpected error occurred. Please try again shortly.';
  const escaped = detail.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Store unavailable</title><body style="font-family:system-ui;margin:3rem"><h1>We’ll be right back</h1><pre style="white-space:pre-wrap">${escaped}</pre></body></html>`;
}
