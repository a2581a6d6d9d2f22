/**
 * Exchange rates without a rates service: the store sells a hidden product priced at
 * one US dollar, and Shopify's market pricing gives its price in each country's
 * currency. That price is the rate, used to show US-dollar thresholds (free shipping
 * over $100) in other currencies. The query is `CURRENCY_EXCHANGE_RATE_QUERY`
 * (app/graphql/exchange.ts).
 */

/** The rate from the one-dollar product's price; null when the price is missing or not positive. */
export function rateFromOneDollarPrice(
  amount: number | string | null | undefined,
): number | null {
  const rate =
    typeof amount === 'string' ? Number(amount.trim() || NaN) : amount;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0
    ? rate
    : null;
}

/**
 * A US-dollar amount in another currency, rounded up to a whole unit: a threshold
 * shown a few cents high still holds, one shown low would be a broken promise.
 * Without a usable rate the amount is returned unchanged.
 */
export function convertFromUsd(
  amountUsd: number,
  rate: number | null | undefined,
): number {
  if (!Number.isFinite(amountUsd)) return 0;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0)
    return amountUsd;
  // Round to cents first, so float noise (100 × 1.1 = 110.00000000000001) doesn't add a unit.
  const cents = Math.round(amountUsd * rate * 100);
  return Math.ceil(cents / 100);
}
