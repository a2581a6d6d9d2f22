import {inShopperCurrency} from '~/lib/money';
import {getShopAnalytics, useNonce} from '@shopify/hydrogen';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {Route} from './+types/root';
import {PageLayout} from '~/components/PageLayout';
import {PageStyles} from '~/components/PageStyles';
import {SeoLinks} from '~/components/SeoLinks';
import {ModulePreloads} from '~/components/ModulePreloads';
import {ErrorPage, errorTitle} from '~/components/ErrorPage';
import {isKnownLocale, DEFAULT_LOCALE, MARKETS} from '~/lib/sites';
import {COLLECTIONS_QUERY} from '~/graphql/collection';
import {cartForPage} from '~/lib/cart/cart.server';
import {customerTokenFrom} from '~/lib/customer/session.server';
import {wishlistHandles} from '~/lib/wishlist/wishlist.server';
import {loadSiteContent} from '~/lib/content/loaders.server';
import {renderDeferredOnServer} from '~/components/content/deferred.server';
import {analyticsDestinations} from '~/lib/analytics/settings';
import {takeAnalyticsEvents} from '~/lib/analytics/queue.server';
import {Ga4Script, StoreAnalytics} from '~/components/analytics/StoreAnalytics';
import {SearchTracking} from '~/components/analytics/SearchTracking';
import {DEFAULT_BEACON_ENDPOINT} from '~/lib/search/beacon';
import {ErrorReporting, useReportBoundaryError} from '~/components/ErrorReporting';
import lato400 from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';

export type RootLoader = typeof loader;

// Root data (navigation, market) changes only after a mutation or a locale change.
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl, defaultShouldRevalidate}) => {
  if (formMethod && formMethod !== 'GET') return true;
  if (currentUrl.toString() === nextUrl.toString()) return defaultShouldRevalidate;
  return currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1];
};

export function links() {
  return [
    // The body weight only: one early font download instead of two competing with the first photo on a phone.
    // The bold weight is found through the stylesheet and swaps in when it arrives (the header keeps its box either way).
    {rel: 'preload', href: lato400, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const},
    {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
  ];
}

export async function loader({context, params, request}: Route.LoaderArgs) {
  renderDeferredOnServer();
  // The ($locale) segment matches any first path segment; only real sites may use it.
  if (params.locale && (!isKnownLocale(params.locale) || params.locale === DEFAULT_LOCALE)) {
    throw new Response('Not found', {status: 404});
  }
  const {storefront, cart, session, site, region, locale, config} = context;
  // Streamed, except when the cart's buyer identity may need the visitor's country or token.
  const cartData = cartForPage({cart, session, country: region.country});
  // An expired token reads as signed out (and leaves the session); hearts need the saved handles.
  const isLoggedIn = customerTokenFrom(session) !== null;
  const wishlist = wishlistHandles(context);
  const collections = storefront
    .query(COLLECTIONS_QUERY, {variables: {first: 12}, cache: storefront.CacheLong()})
    .then((data) => data.collections.nodes.map(({handle, title}) => ({handle, title})))
    .catch((error: unknown) => {
      console.error(error);
      return [];
    });
  // Navigation, footer, banners and cart texts come from the global settings; the collections stand in when content is down.
  const content = loadSiteContent(context, request, () => collections);
  const navigation = await collections;
  const {siteContent, preview, issues: contentIssues} = await content;
  const destinations = analyticsDestinations(config, region.country);

  return {
    origin: new URL(request.url).origin,
    locale,
    site: {name: site.name, locale: site.locale, currency: site.currency, hreflangs: site.hreflangs},
    region,
    markets: MARKETS,
    brand: config.PUBLIC_BRAND,
    brandName: config.PUBLIC_BRAND_NAME ?? 'Meadow & Co.',
    navigation,
    cart: (await cartData).cart,
    isLoggedIn,
    wishlistEnabled: config.PUBLIC_WISHLIST_ENABLED,
    hostedSignIn: config.ACCOUNT_SYSTEM === 'customer-account-api',
    wishlist: await wishlist,
    siteContent,
    preview,
    contentIssues,
    // This shopper's texts from the global settings, for the cart, product and listing pages.
    freeShippingThreshold: siteContent.freeShippingThreshold,
    freeShippingNote: siteContent.freeShippingNote,
    freeShippingCountry: siteContent.freeShippingCountry,
    shippingCostText: siteContent.shippingCostText,
    currencyDisclaimerText: siteContent.currencyDisclaimerText,
    pdp: siteContent.pdp,
    collectionColumns: siteContent.collectionColumns,
    viewOptions: siteContent.viewOptions,
    signupDiscountText: inShopperCurrency(site.signupDiscountText, region.currency),
    now: Date.now(),
    analytics: {
      ...destinations,
      // Streamed: Shopify's analytics starts after the page is interactive anyway.
      shop: destinations.shopify
        ? getShopAnalytics({storefront, publicStorefrontId: config.PUBLIC_STOREFRONT_ID ?? '0'}).catch(() => null)
        : null,
      queued: takeAnalyticsEvents(session),
    },
    // Where item views and basket changes go (the search service's beacon).
    searchTracking: {beacon: config.PUBLIC_SEARCH_BEACON_ENDPOINT ?? DEFAULT_BEACON_ENDPOINT, siteId: site.searchSiteId},
    errorReporting: config.SENTRY_DSN ? {dsn: config.SENTRY_DSN, environment: config.APP_ENV} : null,
  };
}

/** Error pages are titled too ("Page not found"); other pages set their own title. */
export const meta: Route.MetaFunction = ({error, data}) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{title: `${errorTitle(status)} | ${data?.brandName ?? 'Meadow & Co.'}`}];
};

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootLoader>('root');
  return (
    <html lang="en" data-theme={data?.brand ?? 'meadow'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <PageStyles nonce={nonce} />
        <Links />
        <ModulePreloads nonce={nonce} />
        {data ? <SeoLinks origin={data.origin} /> : null}
        {data?.analytics.ga4Id ? <Ga4Script id={data.analytics.ga4Id} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageLayout>
      <Outlet />
      <StoreAnalytics />
      <SearchTracking />
      <ErrorReporting />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useReportBoundaryError(error, status);
  return (
    <PageLayout>
      <ErrorPage status={status} />
      <ErrorReporting />
    </PageLayout>
  );
}
