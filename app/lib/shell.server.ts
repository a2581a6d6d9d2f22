/**
 * Builds the shell (app/lib/shell.ts) for one request: the root loader's only job.
 * Everything it starts belongs to this request; the cart and Shopify's analytics
 * stream, the rest is awaited so the header and footer render complete.
 */
import {getShopAnalytics} from '@shopify/hydrogen';
import type {RouterContextProvider} from 'react-router';
import {inShopperCurrency} from '~/lib/money';
import {COLLECTIONS_QUERY} from '~/graphql/collection';
import {cartForPage} from '~/lib/cart/cart.server';
import {customerTokenFrom} from '~/lib/customer/session.server';
import {wishlistHandles} from '~/lib/wishlist/wishlist.server';
import {loadSiteContent} from '~/lib/content/loaders.server';
import {analyticsDestinations} from '~/lib/analytics/settings';
import {takeAnalyticsEvents} from '~/lib/analytics/queue.server';
import {DEFAULT_BEACON_ENDPOINT} from '~/lib/search/beacon';
import type {Shell} from '~/lib/shell';
import {marketReason} from '~/lib/regions';
import {getSites} from '~/lib/sites';

// Computed once per isolate: the sites don't change while it runs.
const HREFLANGS = Object.values(getSites()).flatMap((site) =>
  site.hreflangs.map((hreflang) => ({hreflang, locale: site.locale})),
);

export async function loadShell(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Shell> {
  const {storefront, cart, session, site, region, config} = context;
  // Streamed, except when the cart's buyer identity may need the visitor's country or token.
  const cartData = cartForPage({
    cart,
    session,
    country: region.country,
    errors: context.errors,
  });
  // An expired token reads as signed out (and leaves the session); hearts need the saved handles.
  const isLoggedIn = customerTokenFrom(session) !== null;
  const wishlist = wishlistHandles(context);
  // Navigation, footer, banners and cart texts come from the global settings; the shop's collections stand in when content is down.
  const collections = () =>
    storefront
      .query(COLLECTIONS_QUERY, {
        variables: {first: 12},
        cache: storefront.CacheLong(),
      })
      .then((data) =>
        data.collections.nodes.map(({handle, title}) => ({handle, title})),
      )
      .catch((error: unknown) => {
        context.errors.report(error, {service: 'navigation'});
        return [];
      });
  const {
    siteContent,
    preview,
    issues: contentIssues,
  } = await loadSiteContent(context, request, collections);
  const destinations = analyticsDestinations(config, region.country);

  return {
    origin: new URL(request.url).origin,
    hreflangs: HREFLANGS,
    brand: config.PUBLIC_BRAND,
    brandName: config.PUBLIC_BRAND_NAME ?? 'Meadow & Co.',
    region: {...region, reason: marketReason(region)},
    siteContent,
    preview,
    contentIssues,
    cart: (await cartData).cart,
    isLoggedIn,
    wishlist: await wishlist,
    wishlistEnabled: config.PUBLIC_WISHLIST_ENABLED,
    hostedSignIn: config.ACCOUNT_SYSTEM === 'customer-account-api',
    signupDiscountText: inShopperCurrency(
      site.signupDiscountText,
      region.currency,
    ),
    now: Date.now(),
    analytics: {
      ...destinations,
      shop: destinations.shopify
        ? getShopAnalytics({
            storefront,
            publicStorefrontId: config.PUBLIC_STOREFRONT_ID ?? '0',
          }).catch(() => null)
        : null,
      queued: takeAnalyticsEvents(session),
    },
    searchTracking: {
      beacon: config.PUBLIC_SEARCH_BEACON_ENDPOINT ?? DEFAULT_BEACON_ENDPOINT,
      siteId: site.searchSiteId,
    },
    errorReporting: config.SENTRY_DSN
      ? {dsn: config.SENTRY_DSN, environment: config.APP_ENV}
      : null,
  };
}
