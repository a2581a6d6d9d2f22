/**
 * Prices as shoppers read them: symbol, comma thousands, cents only when there are
 * any, then a non-breaking space and the currency code ($1,234 USD, $49.95 AUD).
 * The code is always shown, so the dollar currencies can all use a plain '$'.
 */

export const CURRENCIES = {
  AUD: {symbol: '$', country: 'AU'},
  CAD: {symbol: '$', country: 'CA'},
  USD: {symbol: '$', country: 'US'},
  NZD: {symbol: '$', country: 'NZ'},
  GBP: {symbol: '£', country: 'GB'},
  EUR: {symbol: '€', country: 'DE'},
} as const;

export type SupportedCurrency = keyof typeof CURRENCIES;

/** A price from any source: Storefront's MoneyV2 and the search service's prices both have this shape. */
export type Money = {amount: string; currencyCode: string};

export function isSupportedCurrency(code: unknown): code is SupportedCurrency {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

const NBSP = '\u00A0';
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Works on the decimal text rather than floating point, so '1.005' rounds to 1.01
 * and amounts beyond 2^53 keep every digit.
 */
function toCents(amount: number | string): bigint | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    if (Math.abs(amount) < 0.001) return 0n;
    text =
      Math.abs(amount) >= 1e21
        ? BigInt(Math.round(amount)).toString()
        : String(amount);
  } else if (typeof amount === 'string') {
    text = amount.trim().replaceAll(',', '');
    if (/e/i.test(text)) {
      const value = Number(text);
      return Number.isFinite(value) && text !== '' ? toCents(value) : null;
    }
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  let cents = BigInt((whole || '0') + digits.slice(0, 2));
  if (digits[2] >= '5') cents += 1n;
  return sign === '-' ? -cents : cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Unknown ISO codes get no symbol ('1,234 JPY'): guessing one would be wrong more
 * often than leaving it out. Amounts that are not numbers give '' so a bad price
 * never reads as free.
 */
export function formatMoney(
  amount: number | string,
  currencyCode: string,
): string {
  const cents = toCents(amount);
  if (cents === null) return '';
  const code = String(currencyCode ?? '')
    .trim()
    .toUpperCase();
  const symbol = isSupportedCurrency(code) ? CURRENCIES[code].symbol : '';
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = groupThousands((absolute / 100n).toString());
  const fraction = absolute % 100n;
  const decimals =
    fraction === 0n ? '' : `.${fraction.toString().padStart(2, '0')}`;
  const number = `${negative ? '-' : ''}${symbol}${whole}${decimals}`;
  return code ? `${number}${NBSP}${code}` : number;
}

/**
 * An editor's text written in dollars ('$10 off') for a shopper paying in another
 * currency: the amounts take the shopper's symbol ('£10 off'). Dollar currencies keep it.
 */
export function inShopperCurrency(text: string, currency: string): string;
export function inShopperCurrency(
  text: string | null,
  currency: string,
): string | null;
export function inShopperCurrency(
  text: string | null,
  currency: string,
): string | null {
  if (text === null || !isSupportedCurrency(currency)) return text;
  const {symbol} = CURRENCIES[currency];
  return symbol === '$' ? text : text.replace(/\$(?=\s?\d)/g, symbol);
}
