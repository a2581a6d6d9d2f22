/**
 * Which analytics destinations this deployment has (each sends only when configured):
 * GA4 with PUBLIC_GA4_ID; Shopify's own analytics when the store is a real Shopify shop
 * (a bare shop domain and checkout domain, not the sandbox's loopback origin).
 */
import {hostOnly} from '~/lib/security';

type AnalyticsEnv = {
  PUBLIC_GA4_ID?: string;
  PUBLIC_STORE_DOMAIN: string;
  PUBLIC_CHECKOUT_DOMAIN?: string;
  PUBLIC_STOREFRONT_API_TOKEN: string;
};

export type ShopifyConsent = {
  checkoutDomain: string;
  storefrontAccessToken: string;
  country: string;
  language: 'EN';
};

export function analyticsDestinations(env: AnalyticsEnv, country: string) {
  const storeDomain = hostOnly(env.PUBLIC_STORE_DOMAIN);
  const checkoutDomain = hostOnly(env.PUBLIC_CHECKOUT_DOMAIN);
  const shopify: ShopifyConsent | null =
    storeDomain &&
    checkoutDomain &&
    !/^(localhost|127\.|\[::1\])/.test(checkoutDomain)
      ? {
          checkoutDomain,
          storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
          country,
          language: 'EN',
        }
      : null;
  return {ga4Id: env.PUBLIC_GA4_ID || null, shopify};
}
