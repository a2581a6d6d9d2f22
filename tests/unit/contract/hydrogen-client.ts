/**
 * Hydrogen's own Storefront API client, unmodified, pointed at a sandbox: what a stock
 * Hydrogen storefront sends and receives, without a worker or a cache.
 */
import {createStorefrontClient} from '@shopify/hydrogen';
import type {Sandbox} from '../../../sandbox/server.ts';

export const SANDBOX_TOKEN = 'sandbox-storefront-token';

export function hydrogenStorefront(sandbox: Sandbox, {token = SANDBOX_TOKEN, country = 'US'}: {token?: string; country?: string} = {}) {
  const {storefront} = createStorefrontClient({
    storeDomain: sandbox.origin,
    publicStorefrontToken: token,
    storefrontApiVersion: '2026-04',
    i18n: {language: 'EN', country: country as 'US'},
    logErrors: false,
  });
  return storefront;
}
