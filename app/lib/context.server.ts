import {createHydrogenContext} from '@shopify/hydrogen';
import {AppSession} from '~/lib/session.server';
import {parseEnv, type AppEnv} from '~/lib/env';
import {getSite, localeFromPath, DEFAULT_LOCALE} from '~/lib/sites';
import {detectRegion} from '~/lib/regions';
import {CART_QUERY_FRAGMENT} from '~/graphql/cart';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

/**
 * Environment validation happens once per worker isolate ("start-up"): a bad value
 * stops every request with the list of problems instead of failing somewhere deep.
 */
let parsed: {source: Env; config: AppEnv} | undefined;
function configFor(env: Env): AppEnv {
  if (parsed?.source !== env) parsed = {source: env, config: parseEnv(env)};
  return parsed.config;
}

export async function createAppContext(request: Request, env: Env, executionContext: ExecutionContext) {
  const config = configFor(env);
  const url = new URL(request.url);
  // Client navigations fetch `/au.data` or `/au/_root.data`: the locale is the page's, not the data URL's.
  const pagePath = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/');
  const locale = localeFromPath(pagePath)?.locale ?? DEFAULT_LOCALE;
  const site = getSite(locale);
  const region = detectRegion({
    headers: request.headers,
    forcedGeolocation: config.PUBLIC_FORCE_GEOLOCATION,
    cookieHeader: request.headers.get('Cookie'),
    locale,
  });

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [config.SESSION_SECRET]),
  ]);

  return createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      i18n: {language: 'EN', country: region.country as never},
      cart: {queryFragment: CART_QUERY_FRAGMENT},
    },
    {config, locale, site, region},
  );
}

type AdditionalContext = {
  config: AppEnv;
  locale: string;
  site: ReturnType<typeof getSite>;
  region: ReturnType<typeof detectRegion>;
};

declare global {
  interface HydrogenAdditionalContext extends AdditionalContext {}
  // context.cart.get() and every cart mutation return the fields of CART_QUERY_FRAGMENT.
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}
