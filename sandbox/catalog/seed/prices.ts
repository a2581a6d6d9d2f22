/**
 * Local prices the way a merchant sets them: converted from USD, then moved to a retail
 * price point (…9 whole amounts, or …x.95 for styles priced with cents), never the raw
 * conversion. Amounts are minor units.
 */
export const RATES: Record<string, number> = {
  USD: 1,
  AUD: 1.52,
  GBP: 0.79,
  NZD: 1.66,
  CAD: 1.37,
  EUR: 0.92,
};

/** The nearest whole amount ending in 9 (small amounts are left as they are). */
function pricePoint(major: number): number {
  if (major < 20) return Math.max(1, Math.round(major));
  return Math.max(19, Math.round((major + 1) / 10) * 10 - 1);
}

/** Regular prices in every currency, from a USD price point such as 149. */
export function localPrices(
  usd: number,
  withCents: boolean,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(RATES).map(([currency, rate]) => {
      const whole = currency === 'USD' ? usd : pricePoint(usd * rate);
      return [currency, withCents ? whole * 100 - 5 : whole * 100];
    }),
  );
}

const percentOff = (price: number, compareAt: number) =>
  Math.round(((compareAt - price) / compareAt) * 100);

/**
 * The sale price for `percent` off: a .00 or .95 price point (the regular price's kind
 * first), else .50, whichever still rounds to the advertised percentage; else exact.
 */
export function salePrice(compareAt: number, percent: number): number {
  const exact = Math.round((compareAt * (100 - percent)) / 100);
  const whole = Math.round(exact / 100) * 100;
  const ninetyFive = Math.round((exact + 5) / 100) * 100 - 5;
  const half = Math.floor(exact / 100) * 100 + 50;
  const candidates = [
    ...(compareAt % 100 === 95 ? [ninetyFive, whole] : [whole, ninetyFive]),
    half,
  ];
  return (
    candidates.find((c) => c > 0 && percentOff(c, compareAt) === percent) ??
    exact
  );
}

/** One US dollar in each currency: the CurrencyExchangeRate product, so exact rates. */
export const oneDollar = () =>
  Object.fromEntries(
    Object.entries(RATES).map(([currency, rate]) => [
      currency,
      Math.round(rate * 100),
    ]),
  );
