import {describe, expect, it} from 'vitest';
import {isKnownLocale, localeFromPath, localizePath} from '~/lib/locale-paths';

describe('isKnownLocale', () => {
  it('knows its locales', () => {
    expect(isKnownLocale('au')).toBe(true);
    expect(isKnownLocale('us')).toBe(true);
    expect(isKnownLocale('AU')).toBe(false);
    expect(isKnownLocale(3)).toBe(false);
  });
});

describe('localeFromPath', () => {
  it('reads a non-default locale prefix', () => {
    expect(localeFromPath('/au/products/dress')).toEqual({
      locale: 'au',
      prefix: '/au',
      pathWithoutLocale: '/products/dress',
    });
    expect(localeFromPath('/au')).toEqual({
      locale: 'au',
      prefix: '/au',
      pathWithoutLocale: '/',
    });
    expect(localeFromPath('/au/')).toEqual({
      locale: 'au',
      prefix: '/au',
      pathWithoutLocale: '/',
    });
  });

  it('treats anything else as a path on the default site', () => {
    expect(localeFromPath('/products/dress')).toEqual({
      locale: 'us',
      prefix: '',
      pathWithoutLocale: '/products/dress',
    });
    expect(localeFromPath('/xx/products')).toEqual({
      locale: 'us',
      prefix: '',
      pathWithoutLocale: '/xx/products',
    });
    expect(localeFromPath('/us/products')).toEqual({
      locale: 'us',
      prefix: '',
      pathWithoutLocale: '/us/products',
    });
    expect(localeFromPath('/australia')).toEqual({
      locale: 'us',
      prefix: '',
      pathWithoutLocale: '/australia',
    });
    expect(localeFromPath('/')).toEqual({
      locale: 'us',
      prefix: '',
      pathWithoutLocale: '/',
    });
  });

  it('gives null for something that is not a path', () => {
    expect(localeFromPath('')).toBeNull();
    expect(localeFromPath('au/products')).toBeNull();
  });
});

describe('localizePath', () => {
  it('prefixes non-default locales only', () => {
    expect(localizePath('/products/dress', 'au')).toBe('/au/products/dress');
    expect(localizePath('/products/dress', 'us')).toBe('/products/dress');
    expect(localizePath('/', 'au')).toBe('/au');
    expect(localizePath('/', 'us')).toBe('/');
  });

  it('keeps the query and hash', () => {
    expect(localizePath('/search?q=red', 'au')).toBe('/au/search?q=red');
    expect(localizePath('/?a=1#top', 'au')).toBe('/au?a=1#top');
  });

  it('moves a path between sites instead of prefixing twice', () => {
    expect(localizePath('/au/cart', 'au')).toBe('/au/cart');
    expect(localizePath('/au/cart', 'us')).toBe('/cart');
  });

  it('adds a missing leading slash', () => {
    expect(localizePath('cart', 'au')).toBe('/au/cart');
  });

  it('takes /au and /au/ alike, and never mistakes a longer segment for the locale', () => {
    for (const path of ['/au', '/au/']) {
      expect(localizePath(path, 'au')).toBe('/au');
      expect(localizePath(path, 'us')).toBe('/');
    }
    expect(localizePath('/au?x=1', 'us')).toBe('/?x=1');
    expect(localizePath('/au#top', 'au')).toBe('/au#top');
    expect(localizePath('/australia', 'au')).toBe('/au/australia');
    expect(localizePath('/us/cart', 'au')).toBe('/au/us/cart');
  });

  it('keeps the query and hash on the default site too', () => {
    expect(localizePath('/au/search?q=a%2Fb#results', 'us')).toBe(
      '/search?q=a%2Fb#results',
    );
    expect(localizePath('?page=2', 'au')).toBe('/au?page=2');
  });

  it('leaves addresses elsewhere and same-page anchors as they are', () => {
    for (const url of [
      'https://example.com/au/x',
      'http://example.com',
      '//cdn.example/x',
      'mailto:hello@example.com',
      'tel:+61000',
      '#size-guide',
    ]) {
      expect(localizePath(url, 'au')).toBe(url);
      expect(localizePath(url, 'us')).toBe(url);
    }
  });

  it('throws for an unknown locale', () => {
    expect(() => localizePath('/', 'fr')).toThrow(
      'Region not found for locale fr',
    );
  });
});
