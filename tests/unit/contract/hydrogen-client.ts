/**
 * Hydrogen's own Storefront API client, unmodified, pointed at a sandbox: what a stock
 * Hydrogen storefront sends and receives, without a worker or a cache.
 */
import {createStorefrontClient} from '@shopify/hydrogen';
import type {Sandbox} from '../../../sandbox/server.ts';
import {
  SANDBOX_STOREFRONT_TOKEN,
  STOREFRONT_API_VERSION,
} from '../../support/sandbox-client.ts';

export function hydrogenStorefront(
  sandbox: Sandbox,
  {
    token = SANDBOX_STOREFRONT_TOKEN,
    country = 'US',
  }: {token?: string; country?: string} = {},
) {
  const {storefront} = createStorefrontClient({
    storeDomain: sandbox.origin,
    publicStorefrontToken: token,
    storefrontApiVersion: STOREFRONT_API_VERSION,
    i18n: {language: 'EN', country: country as 'US'},
    logErrors: false,
  });
  return storefront;
}
