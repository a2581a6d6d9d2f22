import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {
  createContentSecurityPolicy,
  type HydrogenRouterContextProvider,
} from '@shopify/hydrogen';
import {InlineStylesContext} from '~/components/PageStyles';
import {PageScriptsContext} from '~/components/PageScripts';
import {drawPageScripts} from '~/components/page-scripts.server';
import {ServerRendered} from '~/components/content/deferred';
import {serverRenderedComponents} from '~/components/content/deferred.server';
import {IslandMarkupContext} from '~/components/content/island-markup';
import {islandMarkup} from '~/components/content/island-markup.server';
import {KeptMarkupContext} from '~/components/ui/Kept';
import {keepMarkup} from '~/components/ui/kept-markup.server';
import {inlineStyles} from '~/lib/inline-styles.server';
import {
  contentSecurityPolicySources,
  hostOnly,
  privatePageCacheControl,
  securityHeaders,
} from '~/lib/security';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    // Hydrogen prefixes these with https://; a full origin (the sandbox's) is listed by contentSecurityPolicySources instead.
    shop: {
      checkoutDomain: hostOnly(context.env.PUBLIC_CHECKOUT_DOMAIN),
      storeDomain: hostOnly(context.env.PUBLIC_STORE_DOMAIN),
    },
    ...contentSecurityPolicySources(context.env),
  });

  const body = await renderToReadableStream(
    <NonceProvider>
      <InlineStylesContext.Provider value={inlineStyles}>
        <ServerRendered.Provider value={serverRenderedComponents}>
          <IslandMarkupContext.Provider value={islandMarkup}>
            <KeptMarkupContext.Provider value={keepMarkup}>
              <PageScriptsContext.Provider value={drawPageScripts}>
                <ServerRouter
                  context={reactRouterContext}
                  url={request.url}
                  nonce={nonce}
                />
              </PageScriptsContext.Provider>
            </KeptMarkupContext.Provider>
          </IslandMarkupContext.Provider>
        </ServerRendered.Provider>
      </InlineStylesContext.Provider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        context.errors.report(error, {service: 'render'});
        responseStatusCode = 500;
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  responseHeaders.set(
    'Cache-Control',
    privatePageCacheControl(responseHeaders.get('Cache-Control')),
  );
  for (const [name, value] of Object.entries(securityHeaders))
    responseHeaders.set(name, value);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Route data (.data requests) carries the same per-shopper root data as the page. */
export function handleDataRequest(response: Response) {
  response.headers.set(
    'Cache-Control',
    privatePageCacheControl(response.headers.get('Cache-Control')),
  );
  return response;
}

/** Loader and action failures; an aborted request (the shopper left) is not a fault. */
export const handleError: HandleErrorFunction = (error, {request, context}) => {
  if (request.signal.aborted) return;
  (context as HydrogenRouterContextProvider).errors.report(error, {
    service: 'server',
  });
};
