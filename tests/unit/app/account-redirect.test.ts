import {describe, expect, it} from 'vitest';
import {
  accountHomePath,
  loginPath,
  returnPathOr,
  safeLocalPath,
} from '~/lib/customer/redirect';

describe('return paths after signing in', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/au/account/addresses?edit=3', '/au/account/addresses?edit=3'],
    ['/products/dress#reviews', '/products/dress#reviews'],
    ['/search?q=linen%20dress', '/search?q=linen%20dress'],
  ])('keeps the local path %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account/orders',
    '/account/\norders',
    '/\tevil',
    '',
    '/' + 'a'.repeat(3000),
  ])('refuses %j', (input) => {
    expect(safeLocalPath(input)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeLocalPath(undefined)).toBeNull();
    expect(safeLocalPath(['/account'])).toBeNull();
  });

  it('falls back to the account home of the site', () => {
    expect(returnPathOr('//evil.example', 'us')).toBe('/account/orders');
    expect(returnPathOr(null, 'au')).toBe('/au/account/orders');
    expect(returnPathOr('/account/details', 'au')).toBe('/account/details');
    expect(accountHomePath('au')).toBe('/au/account/orders');
  });

  it('builds the login address with a readable return path', () => {
    expect(loginPath('us', '/account/orders')).toBe(
      '/account/login?redirect=/account/orders',
    );
    expect(loginPath('au', '/au/account/wishlist')).toBe(
      '/au/account/login?redirect=/au/account/wishlist',
    );
    expect(loginPath('us', '/search?q=a&b=c')).toBe(
      '/account/login?redirect=/search%3Fq%3Da%26b%3Dc',
    );
    expect(loginPath('us', 'https://evil.example')).toBe('/account/login');
    expect(loginPath('us')).toBe('/account/login');
  });
});
