import {validateSites} from '~/lib/site-schema';
import {describe, expect, it} from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  MARKETS,
  SITES,
  getSite,
  getSites,
  isKnownLocale,
  localeFromPath,
  localizePath,
  shippingCountryOptions,
} from '~/lib/sites';

describe('sites', () => {
  it('has a valid configuration', () => {
    expect(() => getSites()).not.toThrow();
    expect(LOCALES).toEqual(['us', 'au']);
    expect(DEFAULT_LOCALE).toBe('us');
  });

  it('describes North America on us', () => {
    expect(getSite('us')).toMatchObject({
      live: true,
      name: 'North America',
      locale: 'us',
      currency: 'USD',
      currencies: [],
      hreflangs: ['en-US', 'en-CA'],
      searchSiteId: 'sandbox-us',
      signupDiscountText: 'Sign up and receive $10 off your first purchase!',
      shippingCountries: ['US', 'CA', 'PR'],
      contentLanguage: 'en-us',
      defaultCountry: 'US',
    });
  });

  it('describes Rest of World on au', () => {
    const au = getSite('au');
    expect(au).toMatchObject({
      name: 'Rest of World',
      currency: 'AUD',
      currencies: ['AUD', 'GBP'],
      hreflangs: ['en-AU', 'en-NZ', 'en', 'x-default'],
      contentLanguage: 'en-au',
      defaultCountry: 'AU',
      searchSiteId: 'sandbox-au',
    });
    expect(au.shippingCountries).toEqual(
      expect.arrayContaining(['AU', 'NZ', 'GB']),
    );
    expect(au.shippingCountries.length).toBeGreaterThan(30);
  });

  it('throws for an unknown locale', () => {
    expect(() => getSite('fr')).toThrow(
      new Error('Region not found for locale fr'),
    );
  });

  it('lists the markets', () => {
    expect(MARKETS).toEqual([
      {id: 'row', name: 'Rest of World', locale: 'au', currency: 'AUD'},
      {id: 'na', name: 'North America', locale: 'us', currency: 'USD'},
      {id: 'uk', name: 'United Kingdom', locale: 'au', currency: 'GBP'},
    ]);
  });

  it('knows its locales', () => {
    expect(isKnownLocale('au')).toBe(true);
    expect(isKnownLocale('us')).toBe(true);
    expect(isKnownLocale('AU')).toBe(false);
    expect(isKnownLocale(3)).toBe(false);
  });
});

describe('validateSites', () => {
  it('lists every issue', () => {
    const broken = {
      ...SITES,
      au: {
        ...SITES.au,
        currency: 'XYZ',
        locale: 'us',
        shippingCountries: ['NZ'],
        hreflangs: ['english'],
      },
    };
    expect(() => validateSites(broken)).toThrow(
      'Invalid site configuration\n' +
        '- au.currency: Must be a supported currency code\n' +
        '- au.hreflangs.0: Must be a language tag such as en-AU\n' +
        '- au.defaultCountry: Must be one of the shipping countries',
    );
  });

  it('needs each locale to be a string and a valid locale', () => {
    expect(() =>
      validateSites({...SITES, us: {...SITES.us, locale: 5}}),
    ).toThrow('- us.locale: Locale must be a string');
    expect(() =>
      validateSites({...SITES, us: {...SITES.us, locale: 'zz'}}),
    ).toThrow('- us.locale: Locale must be a valid locale');
  });

  it('needs each site under its own locale', () => {
    expect(() =>
      validateSites({us: SITES.us, au: {...SITES.au, locale: 'us'}}),
    ).toThrow('- au.locale: Must match its key au');
  });

  it('rejects unknown regions', () => {
    expect(() => validateSites({...SITES, fr: SITES.au})).toThrow(
      'Invalid site configuration',
    );
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

describe('shippingCountryOptions', () => {
  it('names the countries for the address form, sorted by name', () => {
    expect(shippingCountryOptions('us')).toEqual([
      {code: 'CA', name: 'Canada'},
      {code: 'PR', name: 'Puerto Rico'},
      {code: 'US', name: 'United States'},
    ]);
    const au = shippingCountryOptions('au');
    expect(au).toContainEqual({code: 'NZ', name: 'New Zealand'});
    expect(au.map((c) => c.name)).toEqual(
      [...au.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});
