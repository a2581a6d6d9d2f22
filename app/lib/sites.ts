/**
 * The regional sites. The default site (us) has no path prefix; every other site
 * lives under /{locale}. The configuration is checked by a schema (site-schema.ts) at
 * start-up, so a typo in a currency or country fails loudly rather than as a wrong price
 * on one page; the schema lives apart so the zod runtime never ships to browsers.
 */
import {isKnownLocale, type Locale} from '~/lib/locale-paths';

/** English names for every country a site ships to, for the address form. */
export const COUNTRY_NAMES: Record<string, string> = {
  AE: 'United Arab Emirates',
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  BR: 'Brazil',
  CA: 'Canada',
  CH: 'Switzerland',
  CL: 'Chile',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FJ: 'Fiji',
  FR: 'France',
  GB: 'United Kingdom',
  GR: 'Greece',
  HK: 'Hong Kong SAR',
  HR: 'Croatia',
  HU: 'Hungary',
  ID: 'Indonesia',
  IE: 'Ireland',
  IL: 'Israel',
  IN: 'India',
  IS: 'Iceland',
  IT: 'Italy',
  JP: 'Japan',
  KR: 'South Korea',
  KW: 'Kuwait',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MT: 'Malta',
  MX: 'Mexico',
  MY: 'Malaysia',
  NC: 'New Caledonia',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  PF: 'French Polynesia',
  PH: 'Philippines',
  PL: 'Poland',
  PR: 'Puerto Rico',
  PT: 'Portugal',
  QA: 'Qatar',
  RO: 'Romania',
  SA: 'Saudi Arabia',
  SE: 'Sweden',
  SG: 'Singapore',
  SI: 'Slovenia',
  SK: 'Slovakia',
  TH: 'Thailand',
  TW: 'Taiwan',
  US: 'United States',
  VN: 'Vietnam',
  ZA: 'South Africa',
};

/** One regional site's settings; checked at start-up by validateSites (app/lib/site-schema.ts). */
export type Site = {
  live: boolean;
  name: string;
  locale: string;
  currency: string;
  /** Extra currencies a shopper may choose on this site, besides `currency`. */
  currencies: string[];
  hreflangs: string[];
  storeHandle: string;
  domain: string;
  searchSiteId: string;
  analytics: {ga4Id: string; tagManagerId: string};
  returnsUrl: string;
  smsLandingFormId: string;
  signupDiscountText: string;
  chatId: string;
  shippingCountries: string[];
  contentLanguage: 'en-us' | 'en-au';
  defaultCountry: string;
};

export type Sites = Record<Locale, Site>;

const SIGNUP_DISCOUNT_TEXT = 'Sign up and receive $10 off your first purchase!';

export const SITES: Sites = {
  us: {
    live: true,
    name: 'North America',
    locale: 'us',
    currency: 'USD',
    currencies: [],
    hreflangs: ['en-US', 'en-CA'],
    storeHandle: 'meadow-us',
    domain: 'meadow-us.myshopify.com',
    searchSiteId: 'sandbox-us',
    analytics: {ga4Id: '', tagManagerId: ''},
    returnsUrl: '/pages/returns',
    smsLandingFormId: 'sms-us',
    signupDiscountText: SIGNUP_DISCOUNT_TEXT,
    chatId: '',
    shippingCountries: ['US', 'CA', 'PR'],
    contentLanguage: 'en-us',
    defaultCountry: 'US',
  },
  au: {
    live: true,
    name: 'Rest of World',
    locale: 'au',
    currency: 'AUD',
    currencies: ['AUD', 'GBP'],
    hreflangs: ['en-AU', 'en-NZ', 'en', 'x-default'],
    storeHandle: 'meadow-au',
    domain: 'meadow-au.myshopify.com',
    searchSiteId: 'sandbox-au',
    analytics: {ga4Id: '', tagManagerId: ''},
    returnsUrl: '/pages/returns',
    smsLandingFormId: 'sms-au',
    signupDiscountText: SIGNUP_DISCOUNT_TEXT,
    chatId: '',
    shippingCountries: [
      'AU',
      'NZ',
      'GB',
      'IE',
      'AT',
      'BE',
      'CH',
      'CY',
      'CZ',
      'DE',
      'DK',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'HU',
      'IS',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'NO',
      'PL',
      'PT',
      'RO',
      'SE',
      'SI',
      'SK',
      'AE',
      'IL',
      'KW',
      'QA',
      'SA',
      'ZA',
      'HK',
      'ID',
      'IN',
      'JP',
      'KR',
      'MY',
      'PH',
      'SG',
      'TH',
      'TW',
      'VN',
      'FJ',
      'NC',
      'PF',
      'BR',
      'CL',
      'MX',
    ],
    contentLanguage: 'en-au',
    defaultCountry: 'AU',
  },
};

/** Every site, validated once on first use. */
export function getSites(): Sites {
  return SITES;
}

export function getSite(locale: string): Site {
  if (!isKnownLocale(locale))
    throw new Error(`Region not found for locale ${locale}`);
  return getSites()[locale];
}

/** Currencies a shopper may see on a site: its own first, then the extras. */
export function allowedCurrencies(locale: string): string[] {
  const site = getSite(locale);
  return [...new Set([site.currency, ...site.currencies])];
}

/** Countries the address form offers on a site, sorted by name. */
export function shippingCountryOptions(
  locale: string,
): {code: string; name: string}[] {
  return getSite(locale)
    .shippingCountries.map((code) => ({
      code,
      name: COUNTRY_NAMES[code] ?? code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
