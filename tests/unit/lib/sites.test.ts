import {validateSites} from '~/lib/site-schema';
import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES} from '~/lib/locale-paths';
import {SITES, getSite, getSites, shippingCountryOptions} from '~/lib/sites';

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
