/**
 * Start-up checks for the cart, after the catalogue's cart provider: country,
 * language, store domain, storefront token and API version are all required.
 *
 * The catalogue's provider was written against Storefront API 2024-07 and warned when
 * another version was used. Here the cart's GraphQL documents (app/graphql/cart.ts) are
 * typed by codegen from the schema of the Hydrogen release in package.json, so the
 * version they are written for is Hydrogen's own; the warning only fires when a
 * Hydrogen upgrade moves the API on without the documents being regenerated.
 * tests/unit/app/cart-lib.test.ts fails on such an upgrade until this is updated.
 */
import {CART_MESSAGES} from './messages';

export const CART_API_VERSION = '2026-04';
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_LANGUAGE = 'EN';

export type CartConfig = {
  countryCode?: string | null;
  languageCode?: string | null;
  storeDomain?: string | null;
  storefrontToken?: string | null;
  storefrontApiVersion?: string | null;
};

/** Country US and language EN unless given; both upper-cased, as the Storefront API wants. */
export function cartLocale({
  country,
  language,
}: {country?: string | null; language?: string | null} = {}) {
  const clean = (value: string | null | undefined, fallback: string) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return (text || fallback).toUpperCase();
  };
  return {
    country: clean(country, DEFAULT_COUNTRY),
    language: clean(language, DEFAULT_LANGUAGE),
  };
}

/**
 * Throws 'Please provide the necessary props' when a required value is missing;
 * answers the warning to log (or null) for the API version.
 */
export function checkCartConfig(config: CartConfig): {warning: string | null} {
  const required = [
    config.countryCode,
    config.languageCode,
    config.storeDomain,
    config.storefrontToken,
    config.storefrontApiVersion,
  ];
  if (
    required.some((value) => typeof value !== 'string' || value.trim() === '')
  ) {
    throw new Error(CART_MESSAGES.missingProps);
  }
  const version = config.storefrontApiVersion!.trim();
  return {
    warning:
      version === CART_API_VERSION
        ? null
        : `The cart was specified for Storefront API ${CART_API_VERSION}, but this app uses ${version} (Hydrogen's built-in version).`,
  };
}

/** The API version in a Storefront API address such as https://shop/api/2026-04/graphql.json. */
export function apiVersionFromUrl(url: string): string | null {
  return /\/api\/([^/]+)\/graphql\.json/.exec(url)?.[1] ?? null;
}
