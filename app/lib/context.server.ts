import {restoreCartId} from '~/lib/cart/persist.server';
import {createHydrogenContext} from '@shopify/hydrogen';
import {AppSession} from '~/lib/session.server';
import {parseEnv, type AppEnv} from '~/lib/env';
import {localeFromPath, DEFAULT_LOCALE} from '~/lib/locale-paths';
import {getSite, SITES} from '~/lib/sites';
import {pageUrl} from '~/lib/page-url';
import {validateSites} from '~/lib/site-schema';
import {detectRegion} from '~/lib/regions';
import {currencyCookie} from '~/lib/cookies.server';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~/graphql/cart';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {
  apiVersionFromUrl,
  cartLocale,
  checkCartConfig,
} from '~/lib/cart/config';
import {CART_ID_SESSION_KEY} from '~/lib/cart/cart.server';
import {createRequestContentClient} from '~/lib/content/context.server';
import type {ContentClient} from '~/lib/content/client';
import {guardStorefront} from '~/lib/storefront-guard.server';
import {
  createErrorReporter,
  type ErrorReporter,
} from '~/lib/errors/reporter.server';
import {refreshIfExpired} from '~/lib/customer-account/sign-in.server';

/**
 * Environment validation happens once per worker isolate ("start-up"): a bad value
 * stops every request with the list of problems instead of failing somewhere deep.
 */
let parsed: {source: Env; config: AppEnv} | undefined;
function configFor(env: Env): AppEnv {
  if (parsed?.source !== env) {
    validateSites(SITES);
    parsed = {source: env, config: parseEnv(env)};
  }
  return parsed.config;
}

export async function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const config = configFor(env);
  const url = new URL(request.url);
  // Client navigations fetch `/au.data` or `/au/_.data`: the locale is the page's, not the data URL's.
  const locale =
    localeFromPath(pageUrl(request).pathname)?.locale ?? DEFAULT_LOCALE;
  const site = getSite(locale);
  const region = detectRegion({
    headers: request.headers,
    forcedGeolocation: config.PUBLIC_FORCE_GEOLOCATION,
    savedCurrency: await currencyCookie(locale).parse(
      request.headers.get('Cookie'),
    ),
    locale,
  });

  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [config.SESSION_SECRET]),
  ]);
  // After the browser was closed the session is new; the cart cookie still knows the cart.
  await restoreCartId(request, session);

  const i18n = cartLocale({country: region.country, language: 'EN'});
  const context = createHydrogenContext(
    {
      env,
      request,
      cache,
      waitUntil,
      session,
      i18n: i18n as {language: 'EN'; country: never},
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        mutateFragment: CART_MUTATE_FRAGMENT,
        // The cart id rides in the signed session cookie; server.ts commits it.
        getId: () => session.get(CART_ID_SESSION_KEY) as string | undefined,
        setId: (cartId: string) => {
          session.set(CART_ID_SESSION_KEY, cartId);
          return new Headers();
        },
      },
    },
    // A fetcher's request ends in .data; a plain form post (JavaScript off) does not.
    {
      config,
      locale,
      site,
      region,
      isDataRequest: url.pathname.endsWith('.data'),
      errors: createErrorReporter({config, request, waitUntil}),
      // The content service at the editor's preview ref when the preview cookie is set.
      content: createRequestContentClient({request, config, cache, waitUntil}),
    },
  );
  // Deadlines on every Storefront call, and only real answers cached (the cart's too).
  guardStorefront(context.storefront, {
    cache,
    waitUntil,
    request,
    report: (error) => context.errors.report(error, {service: 'storefront'}),
  });
  checkCartOnce(context.storefront.getApiUrl(), {...i18n, config});
  // Hosted sign-in: an expired access token is renewed before anything reads it (pages, cart, wishlist).
  if (config.ACCOUNT_SYSTEM === 'customer-account-api')
    await refreshIfExpired({config, session, errors: context.errors}, request);
  return context;
}

let cartChecked = false;
/** The cart's start-up check, once per isolate (see app/lib/cart/config.ts about the version warning). */
function checkCartOnce(
  apiUrl: string,
  {
    country,
    language,
    config,
  }: {country: string; language: string; config: AppEnv},
) {
  if (cartChecked) return;
  const {warning} = checkCartConfig({
    countryCode: country,
    languageCode: language,
    storeDomain: config.PUBLIC_STORE_DOMAIN,
    storefrontToken: config.PUBLIC_STOREFRONT_API_TOKEN,
    storefrontApiVersion: apiVersionFromUrl(apiUrl),
  });
  cartChecked = true;
  if (warning) console.warn(warning);
}

type AdditionalContext = {
  config: AppEnv;
  locale: string;
  site: ReturnType<typeof getSite>;
  region: ReturnType<typeof detectRegion>;
  isDataRequest: boolean;
  content: ContentClient;
  errors: ErrorReporter;
};

declare global {
  interface HydrogenAdditionalContext extends AdditionalContext {}
  // context.cart.get() and every cart mutation return the fields of CART_QUERY_FRAGMENT.
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
