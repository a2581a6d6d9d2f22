import {describe, expect, it} from 'vitest';
import {analyticsDestinations} from '~/lib/analytics/settings';
import {
  queueAnalyticsEvent,
  takeAnalyticsEvents,
} from '~/lib/analytics/queue.server';
import {contentSecurityPolicySources} from '~/lib/security';

const shop = {
  PUBLIC_STORE_DOMAIN: 'meadow.myshopify.com',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.meadow.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
};

describe('analytics destinations', () => {
  it('the sandbox store sends nothing to Shopify and nothing to Google without a GA4 id', () => {
    const sandbox = {
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
      PUBLIC_CHECKOUT_DOMAIN: '127.0.0.1:4100',
      PUBLIC_STOREFRONT_API_TOKEN: 't',
    };
    expect(analyticsDestinations(sandbox, 'US')).toEqual({
      ga4Id: null,
      shopify: null,
    });
  });

  it('a real shop gets Shopify analytics with its consent settings, and GA4 when an id is given', () => {
    expect(
      analyticsDestinations({...shop, PUBLIC_GA4_ID: 'G-ABC123'}, 'AU'),
    ).toEqual({
      ga4Id: 'G-ABC123',
      shopify: {
        checkoutDomain: 'checkout.meadow.com',
        storefrontAccessToken: 'token',
        country: 'AU',
        language: 'EN',
      },
    });
  });

  it('Google is allowed by the Content-Security-Policy only when GA4 is configured', () => {
    const without = contentSecurityPolicySources(shop);
    expect(without.scriptSrc).not.toContain('https://www.googletagmanager.com');
    const withGa4 = contentSecurityPolicySources({
      ...shop,
      PUBLIC_GA4_ID: 'G-ABC123',
    });
    expect(withGa4.scriptSrc).toContain('https://www.googletagmanager.com');
    expect(withGa4.connectSrc).toContain('https://*.google-analytics.com');
  });

  it('the error reporter host is allowed, without its key', () => {
    const sources = contentSecurityPolicySources({
      ...shop,
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
    });
    expect(sources.connectSrc).toContain('https://o1.ingest.sentry.io');
  });
});

describe('events queued by the server', () => {
  function session() {
    const values = new Map<string, unknown>();
    return {
      get: (key: string) => values.get(key),
      set: (key: string, value: unknown) => void values.set(key, value),
      unset: (key: string) => void values.delete(key),
    };
  }

  it('are handed over once, in order', () => {
    const store = session();
    queueAnalyticsEvent(store, {name: 'sign_up', method: 'email'});
    queueAnalyticsEvent(store, {name: 'login', method: 'email'});
    expect(takeAnalyticsEvents(store)).toEqual([
      {name: 'sign_up', method: 'email'},
      {name: 'login', method: 'email'},
    ]);
    expect(takeAnalyticsEvents(store)).toEqual([]);
  });

  it('keep only the last five, and ignore a tampered value', () => {
    const store = session();
    for (let i = 0; i < 8; i++)
      queueAnalyticsEvent(store, {name: 'email_signup', source: `form ${i}`});
    expect(
      takeAnalyticsEvents(store).map(
        (event) => (event as {source: string}).source,
      ),
    ).toEqual(['form 3', 'form 4', 'form 5', 'form 6', 'form 7']);
    store.set('analyticsEvents', 'not a list');
    expect(takeAnalyticsEvents(store)).toEqual([]);
  });
});
