/**
 * The search service's first-party cookies (Searchspring's own names). Their own module
 * because the browser code that keeps them runs on every page, and the search client
 * around them does not.
 */
export const USER_ID_COOKIE = 'ssUserId';
export const SESSION_ID_COOKIE = 'ssSessionId';
export const USER_ID_MAX_AGE = 7 * 24 * 60 * 60;
export const SESSION_ID_MAX_AGE = 86_400;

/** SKUs, comma-separated. */
export const CART_SKUS_COOKIE = 'ssCartProducts';
export const VIEWED_SKUS_COOKIE = 'ssViewedProducts';
export const MAX_VIEWED_SKUS = 20;
