/**
 * The shop, its markets and languages: shop, localization and paymentSettings. Policies,
 * brand and the Online Store content are answered in online-store.ts.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {currencyForCountry} from '../../cart/money.ts';

const COUNTRIES = ['US', 'CA', 'AU', 'NZ', 'GB', 'DE'];
const CURRENCIES = ['USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR'];
const SYMBOLS: Record<string, string> = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  NZD: '$',
  GBP: '£',
  EUR: '€',
};
const MARKETS: Record<string, {handle: string; id: number}> = {
  US: {handle: 'north-america', id: 1},
  CA: {handle: 'north-america', id: 1},
  GB: {handle: 'united-kingdom', id: 2},
};
const REST_OF_WORLD = {handle: 'rest-of-world', id: 3};

const regionNames = new Intl.DisplayNames(['en'], {type: 'region'});
const currencyNames = new Intl.DisplayNames(['en'], {type: 'currency'});
const ENGLISH = {
  __typename: 'Language',
  isoCode: 'EN',
  endonymName: 'English',
  name: 'English',
};

function market(country: string) {
  const m = MARKETS[country] ?? REST_OF_WORLD;
  return {
    __typename: 'Market',
    id: `gid://shopify/Market/${m.id}`,
    handle: m.handle,
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}

function currency(code: string) {
  return {
    __typename: 'Currency',
    isoCode: code,
    name: currencyNames.of(code) ?? code,
    symbol: SYMBOLS[code] ?? code,
  };
}

function country(code: string) {
  return {
    __typename: 'Country',
    isoCode: code,
    name: regionNames.of(code) ?? code,
    currency: currency(currencyForCountry(code)),
    availableLanguages: [ENGLISH],
    defaultLanguage: ENGLISH,
    unitSystem: code === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    market: market(code),
  };
}

function paymentSettings(context: StorefrontContext) {
  return {
    __typename: 'PaymentSettings',
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
    cardVaultUrl: `${context.origin}/checkout`,
    countryCode: 'US',
    currencyCode: 'USD',
    enabledPresentmentCurrencies: CURRENCIES,
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
  };
}

registerResolvers({
  QueryRoot: {
    shop: (_, __, context: StorefrontContext) => ({
      __typename: 'Shop',
      id: 'gid://shopify/Shop/1000000001',
      name: 'Meadow & Co.',
      description:
        'Considered fashion, made to be worn: dresses, knitwear, tailoring and accessories.',
      moneyFormat: '${{amount}}',
      primaryDomain: {
        __typename: 'Domain',
        url: context.origin,
        host: new URL(context.origin).host,
        sslEnabled: false,
      },
      brand: null,
      shipsToCountries: COUNTRIES,
      paymentSettings: paymentSettings(context),
      socialLoginProviders: [],
      customerAccountUrl: null,
      customerAccountTranslations: null,
      shopPayInstallmentsPricing: null,
      privacyPolicy: null,
      refundPolicy: null,
      shippingPolicy: null,
      termsOfService: null,
      termsOfSale: null,
      legalNotice: null,
      contactInformation: null,
      subscriptionPolicy: null,
      metafield: null,
      metafields: ({identifiers}: {identifiers: unknown[]}) =>
        identifiers.map(() => null),
    }),
    paymentSettings: (_, __, context: StorefrontContext) =>
      paymentSettings(context),
    localization: (_, __, context: StorefrontContext) => ({
      __typename: 'Localization',
      availableCountries: COUNTRIES.map(country),
      availableLanguages: [ENGLISH],
      country: country(context.country),
      language: ENGLISH,
      market: market(context.country),
    }),
  },
});
