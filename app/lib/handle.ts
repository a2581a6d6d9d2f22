/**
 * Shopify handles as an address or a form may carry them: letters, digits, dashes (and
 * underscores in older shops), at most 255. Anything else is answered as not found
 * before any backend is asked.
 */
export const HANDLE = /^[\w-]{1,255}$/;
