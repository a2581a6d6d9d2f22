/**
 * Which country's prices a visitor sees. The spec's order is a chain of fallbacks:
 * (1) edge geolocation (or the forced setting), (2) the currency the shopper saved for
 * this site, (3) the site's own currency. A step counts only when it yields a currency
 * the site sells in, so a US visitor on /au falls through to the saved choice.
 */
import {
  CURRENCIES,
  isSupportedCurrency,
  type SupportedCurrency,
} from '~/lib/money';
import {allowedCurrencies, COUNTRY_NAMES, getSite} from '~/lib/sites';

export type Region = {
  /** The country prices are for (the currency's home country). */
  country: string;
  currency: SupportedCurrency;
  /** Where the edge says the shopper is, when it says: free shipping is per country. */
  location?: string | null;
  /** Which step of the detection order chose the currency. */
  decidedBy?: 'geolocation' | 'saved' | 'site';
};

/** Why these prices, when the shopper's location chose them over any saved choice. */
export function marketReason(region: Region): string | null {
  if (region.decidedBy !== 'geolocation' || !region.location) return null;
  return `Prices are in ${region.currency} because you’re shopping from ${COUNTRY_NAMES[region.location] ?? region.location}.`;
}

/** Oxygen sets the first, Cloudflare the second. */
export const GEOLOCATION_HEADERS = [
  'oxygen-buyer-country',
  'cf-ipcountry',
] as const;

// Cloudflare's placeholders for "unknown" and "Tor": not a place to price for.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** US USD, CA CAD, AU AUD, NZ NZD, GB GBP, DE EUR; every other country pays in USD. */
export function currencyForCountry(country: string): SupportedCurrency {
  const code = country.trim().toUpperCase();
  const match = (Object.keys(CURRENCIES) as SupportedCurrency[]).find(
    (currency) => CURRENCIES[currency].country === code,
  );
  return match ?? 'USD';
}

/** The country whose prices are in this currency; US for anything unknown. */
export function countryForCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  return isSupportedCurrency(code) ? CURRENCIES[code].country : 'US';
}

function countryCode(value: string | null | undefined): string | null {
  const code = value?.split(',')[0]?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

export function geolocatedCountry(
  headers: Pick<Headers, 'get'>,
  forcedGeolocation?: string | null,
): string | null {
  const forced = countryCode(forcedGeolocation);
  if (forced) return forced;
  for (const name of GEOLOCATION_HEADERS) {
    const code = countryCode(headers.get(name));
    if (code) return code;
  }
  return null;
}

export function detectRegion({
  headers,
  forcedGeolocation,
  savedCurrency,
  locale,
}: {
  headers: Pick<Headers, 'get'>;
  forcedGeolocation?: string | null;
  /** The value of this site's currency cookie (app/lib/cookies.server.ts), as it was read. */
  savedCurrency?: unknown;
  locale: string;
}): Region {
  const allowed = allowedCurrencies(locale);
  const country = geolocatedCountry(headers, forcedGeolocation);
  const saved =
    typeof savedCurrency === 'string'
      ? savedCurrency.trim().toUpperCase()
      : null;
  const steps = [
    ['geolocation', country ? currencyForCountry(country) : null],
    ['saved', saved],
    ['site', getSite(locale).currency],
  ] as const;
  const [decidedBy, currency] = steps.find(
    (step): step is [(typeof step)[0], SupportedCurrency] =>
      isSupportedCurrency(step[1]) && allowed.includes(step[1]),
  )!;
  // Price by the currency's home country, so the storefront only ever sees markets it sells in.
  return {
    country: countryForCurrency(currency),
    currency,
    location: country,
    decidedBy,
  };
}

/** Arguments for the Storefront API's @inContext directive. */
export function storefrontContext(
  locale: string,
  region: Region,
): {country: string; language: 'EN'} {
  const site = getSite(locale);
  const sellsHere = allowedCurrencies(locale).includes(region.currency);
  return {
    country: sellsHere ? region.country : site.defaultCountry,
    language: 'EN',
  };
}
