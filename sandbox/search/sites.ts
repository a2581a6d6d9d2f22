/**
 * The search sites the sandbox answers for. Each real Searchspring site indexes one
 * store, so its plain `price` field is in that store's currency; the per-currency
 * fields (price_aud, ...) are on every site.
 */
export const SITE_CURRENCIES: Record<string, string> = {
  'sandbox-us': 'USD',
  'sandbox-au': 'AUD',
  'sandbox-gb': 'GBP',
  'sandbox-nz': 'NZD',
};

/** Currencies every hit carries its own price fields for (price_usd, compare_at_price_usd, ...). */
export const HIT_CURRENCIES = [
  'USD',
  'AUD',
  'GBP',
  'NZD',
  'CAD',
  'EUR',
] as const;

const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type Site = {id: string; currency: string};

/**
 * The site a request names. A missing or malformed id is the caller's error; an id the
 * sandbox does not know is served as a US-dollar site so a new site id works at once.
 */
export function siteFor(siteId: string | null): Site | {error: string} {
  const id = (siteId ?? '').trim();
  if (!id) return {error: 'siteId is required'};
  if (!SITE_ID.test(id)) return {error: 'siteId is invalid'};
  return {id, currency: SITE_CURRENCIES[id] ?? 'USD'};
}
