import {describe, expect, it} from 'vitest';
import {CURRENCY_EXCHANGE_RATE_QUERY} from '~/graphql/exchange';
import {convertFromUsd, rateFromOneDollarPrice} from '~/lib/exchange';

describe('rateFromOneDollarPrice', () => {
  it('reads the one-dollar product price as the rate', () => {
    expect(rateFromOneDollarPrice('1.53')).toBe(1.53);
    expect(rateFromOneDollarPrice(0.79)).toBe(0.79);
  });
  it.each(['0', '-1', 'abc', '', null, undefined, Infinity])(
    'gives null for %j',
    (amount) => {
      expect(rateFromOneDollarPrice(amount as string)).toBeNull();
    },
  );
});

describe('convertFromUsd', () => {
  it('rounds up to a whole unit so a threshold is never shown too low', () => {
    expect(convertFromUsd(100, 1.527)).toBe(153);
    expect(convertFromUsd(100, 0.791)).toBe(80);
  });
  it('is not pushed up by floating-point noise', () => {
    expect(100 * 1.1).not.toBe(110);
    expect(convertFromUsd(100, 1.1)).toBe(110);
  });
  it('keeps the amount without a usable rate', () => {
    expect(convertFromUsd(100, null)).toBe(100);
    expect(convertFromUsd(100, 0)).toBe(100);
    expect(convertFromUsd(100, NaN)).toBe(100);
  });
  it('gives 0 for an amount that is not a number', () => {
    expect(convertFromUsd(NaN, 1.5)).toBe(0);
  });
});

describe('CURRENCY_EXCHANGE_RATE_QUERY', () => {
  it('asks for the one-dollar product in the country context', () => {
    expect(
      CURRENCY_EXCHANGE_RATE_QUERY.trimStart().startsWith('#graphql'),
    ).toBe(true);
    const compact = CURRENCY_EXCHANGE_RATE_QUERY.replace(/\s+/g, ' ');
    expect(compact).toContain(
      'query CurrencyExchangeRate($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { product(handle: "one-dollar") { priceRange { minVariantPrice { amount currencyCode } } } }',
    );
  });
});
