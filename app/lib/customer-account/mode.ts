/**
 * The one switch between the two account systems (ACCOUNT_SYSTEM): `legacy` keeps the
 * Storefront API's customer operations, `customer-account-api` signs shoppers in on
 * Shopify's hosted pages. Account routes ask this once at the top of their loader and
 * action; everything hosted-only lives beside it in app/lib/customer-account/.
 */
import type {AccountSystem} from '~/lib/env';

export function usesHostedSignIn(context: {
  config: {ACCOUNT_SYSTEM: AccountSystem};
}): boolean {
  return context.config.ACCOUNT_SYSTEM === 'customer-account-api';
}
