/**
 * Money on the wire: minor units in the database, MoneyV2 {amount, currencyCode} out.
 * Shopify prints Decimal amounts without trailing zeros but keeps one decimal ("25.0", "19.99").
 */
const currencyByCountry: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  GB: 'GBP',
  DE: 'EUR',
};

export function currencyForCountry(country: string | null | undefined): string {
  return currencyByCountry[(country ?? '').toUpperCase()] ?? 'USD';
}

export type MoneyV2 = {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: string;
};

export function decimal(minor: number): string {
  const text = (Math.round(minor) / 100).toString();
  return text.includes('.') ? text : `${text}.0`;
}

export function money(minor: number, currencyCode: string): MoneyV2 {
  return {__typename: 'MoneyV2', amount: decimal(minor), currencyCode};
}

/** "$1,234.50 USD"-style text for the sandbox's own HTML pages. */
export function formatMoney(minor: number, currencyCode: string): string {
  const text = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currencyCode,
  }).format(minor / 100);
  return `${text} ${currencyCode}`;
}
