import {describe, expect, it} from 'vitest';
import {CURRENCIES, formatMoney} from '~/lib/money';

const NBSP = '\u00A0';

describe('formatMoney', () => {
  it.each([
    [1234, 'USD', `$1,234${NBSP}USD`],
    [49.95, 'AUD', `$49.95${NBSP}AUD`],
    [20, 'GBP', `£20${NBSP}GBP`],
    [1000.5, 'EUR', `€1,000.50${NBSP}EUR`],
    [75, 'NZD', `$75${NBSP}NZD`],
    [129.99, 'CAD', `$129.99${NBSP}CAD`],
  ])('formats %s %s as %j', (amount, code, expected) => {
    expect(formatMoney(amount, code)).toBe(expected);
  });

  it('shows cents only when there are any', () => {
    expect(formatMoney('129.0', 'USD')).toBe(`$129${NBSP}USD`);
    expect(formatMoney('129.00', 'USD')).toBe(`$129${NBSP}USD`);
    expect(formatMoney('129.5', 'USD')).toBe(`$129.50${NBSP}USD`);
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe(`$0.30${NBSP}USD`);
  });

  it('formats zero', () => {
    expect(formatMoney(0, 'AUD')).toBe(`$0${NBSP}AUD`);
    expect(formatMoney('0.0', 'GBP')).toBe(`£0${NBSP}GBP`);
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-10, 'USD')).toBe(`-$10${NBSP}USD`);
    expect(formatMoney('-1234.56', 'EUR')).toBe(`-€1,234.56${NBSP}EUR`);
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001, 'USD')).toBe(`$0${NBSP}USD`);
    expect(formatMoney('-0.004', 'USD')).toBe(`$0${NBSP}USD`);
  });

  it('rounds half up to the cent, on the decimal text', () => {
    expect(formatMoney('1.005', 'USD')).toBe(`$1.01${NBSP}USD`);
    expect(formatMoney(1.005, 'USD')).toBe(`$1.01${NBSP}USD`);
    expect(formatMoney('1.004', 'USD')).toBe(`$1${NBSP}USD`);
    expect(formatMoney('9.999', 'USD')).toBe(`$10${NBSP}USD`);
    expect(formatMoney('999.995', 'USD')).toBe(`$1,000${NBSP}USD`);
  });

  it('groups huge values without losing digits', () => {
    expect(formatMoney('12345678901234567890.12', 'USD')).toBe(
      `$12,345,678,901,234,567,890.12${NBSP}USD`,
    );
    expect(formatMoney(1e21, 'AUD')).toBe(
      `$1,000,000,000,000,000,000,000${NBSP}AUD`,
    );
    expect(formatMoney('1e6', 'GBP')).toBe(`£1,000,000${NBSP}GBP`);
    expect(formatMoney(1000000, 'GBP')).toBe(`£1,000,000${NBSP}GBP`);
  });

  it('reads strings with surrounding spaces or thousands commas', () => {
    expect(formatMoney(' 1,234.50 ', 'usd')).toBe(`$1,234.50${NBSP}USD`);
    expect(formatMoney('.5', 'USD')).toBe(`$0.50${NBSP}USD`);
  });

  it('shows unknown currencies with their code and no symbol', () => {
    expect(formatMoney(1500, 'JPY')).toBe(`1,500${NBSP}JPY`);
  });

  it.each([NaN, Infinity, 'abc', '', '$12', '1.2.3', '-', '.'])(
    'gives an empty string for %j',
    (amount) => {
      expect(formatMoney(amount as number | string, 'USD')).toBe('');
    },
  );

  it('lists the six currencies with their symbol and country', () => {
    expect(CURRENCIES).toEqual({
      AUD: {symbol: '$', country: 'AU'},
      CAD: {symbol: '$', country: 'CA'},
      USD: {symbol: '$', country: 'US'},
      NZD: {symbol: '$', country: 'NZ'},
      GBP: {symbol: '£', country: 'GB'},
      EUR: {symbol: '€', country: 'DE'},
    });
  });
});
