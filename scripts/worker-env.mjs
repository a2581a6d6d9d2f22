/**
 * Which process variables reach the worker. Kept to the names the app's env schema
 * reads, so shell noise (PATH, HOME, ...) never becomes a worker binding.
 */
const WORKER_ENV =
  /^(PUBLIC_|PRIVATE_|SESSION_SECRET$|APP_ENV$|ACCOUNT_SYSTEM$|CONTENT_|WISHLIST_|BACK_IN_STOCK_|SENTRY_|MARKETING_|COMPETITION_|SUPPORT_|SMS_|THROTTLE_)/;

/** @param {Record<string, string | undefined>} source */
export function workerEnv(source) {
  return Object.fromEntries(
    Object.entries(source).filter(
      ([key, value]) => WORKER_ENV.test(key) && typeof value === 'string',
    ),
  );
}

/** True when real commerce credentials are configured, so the sandbox is not needed. */
export function hasCommerceCredentials(source) {
  return Boolean(
    source.PUBLIC_STOREFRONT_API_TOKEN && source.PUBLIC_STORE_DOMAIN,
  );
}

/** The variables that point the app at a sandbox store running at `origin`. */
export function sandboxEnv(origin) {
  return {
    APP_ENV: 'development',
    PUBLIC_BRAND: 'meadow',
    PUBLIC_BRAND_NAME: 'Meadow & Co.',
    SESSION_SECRET: 'sandbox-session-secret-change-me-in-production',
    PUBLIC_STORE_DOMAIN: origin,
    PUBLIC_STOREFRONT_API_TOKEN: 'sandbox-storefront-token',
    // A server talks to the Storefront API with a private token (Hydrogen warns at start-up
    // without one); the sandbox takes its one token in either header (sandbox/storefront/access.ts).
    PRIVATE_STOREFRONT_API_TOKEN: 'sandbox-storefront-token',
    PUBLIC_CHECKOUT_DOMAIN: new URL(origin).host,
    PUBLIC_STOREFRONT_ID: '1000000001',
    PUBLIC_SEARCH_ENDPOINT: origin,
    PUBLIC_SEARCH_BEACON_ENDPOINT: origin,
    PUBLIC_CONTENT_ENDPOINT: `${origin}/api/v2`,
    PUBLIC_CONTENT_REPOSITORY: 'fashion-sandbox',
    CONTENT_REPORT_INVALID: 'true',
    PUBLIC_BOT_CHECK_SITE_KEY: 'sandbox-bot-check',
    PUBLIC_EMAIL_MARKETING_ENABLED: 'false',
    PUBLIC_FORCE_GEOLOCATION: '',
    PUBLIC_WISHLIST_ENABLED: 'true',
    WISHLIST_ENDPOINT: `${origin}/wishlist`,
    BACK_IN_STOCK_ENDPOINT: `${origin}/back-in-stock`,
    BACK_IN_STOCK_SHOP: 'sandbox.myshopify.com',
    MARKETING_SUBSCRIBE_ENDPOINT: `${origin}/forms/subscribe`,
    COMPETITION_ENDPOINT: `${origin}/forms/competition`,
    SUPPORT_TICKET_ENDPOINT: `${origin}/forms/contact`,
    SMS_SIGNUP_ENDPOINT: `${origin}/forms/sms`,
    // Used only when ACCOUNT_SYSTEM=customer-account-api: the sandbox's hosted sign-in knows this client.
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'sandbox-customer-account-client',
  };
}
