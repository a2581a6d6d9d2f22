import {describe, expect, it} from 'vitest';
import {
  countryForCurrency,
  currencyForCountry,
  detectRegion,
  storefrontContext,
} from '~/lib/regions';

const headers = (entries: Record<string, string> = {}) => new Headers(entries);

describe('currencyForCountry and countryForCurrency', () => {
  it.each([
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['NZ', 'NZD'],
    ['GB', 'GBP'],
    ['DE', 'EUR'],
    ['FR', 'USD'],
    ['JP', 'USD'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it.each([
    ['USD', 'US'],
    ['CAD', 'CA'],
    ['AUD', 'AU'],
    ['NZD', 'NZ'],
    ['GBP', 'GB'],
    ['EUR', 'DE'],
    ['JPY', 'US'],
  ])('%s is priced for %s', (currency, country) => {
    expect(countryForCurrency(currency)).toBe(country);
  });
});

/** The prices' country and currency only. */
const priced = (...args: Parameters<typeof detectRegion>) => {
  const {country, currency} = detectRegion(...args);
  return {country, currency};
};

describe('detectRegion', () => {
  it('uses the Oxygen geolocation header first', () => {
    expect(
      priced({
        headers: headers({'oxygen-buyer-country': 'GB', 'cf-ipcountry': 'AU'}),
        locale: 'au',
      }),
    ).toEqual({
      country: 'GB',
      currency: 'GBP',
    });
  });

  it('uses the Cloudflare header when Oxygen gives none', () => {
    expect(
      priced({headers: headers({'cf-ipcountry': 'gb'}), locale: 'au'}),
    ).toEqual({country: 'GB', currency: 'GBP'});
  });

  it('reads the first value of a comma-separated header', () => {
    expect(
      priced({
        headers: headers({'oxygen-buyer-country': 'GB, US'}),
        locale: 'au',
      }),
    ).toEqual({
      country: 'GB',
      currency: 'GBP',
    });
  });

  it('lets the forced geolocation setting replace the headers', () => {
    expect(
      priced({
        headers: headers({'oxygen-buyer-country': 'AU'}),
        forcedGeolocation: 'GB',
        locale: 'au',
      }),
    ).toEqual({
      country: 'GB',
      currency: 'GBP',
    });
  });

  it('beats a saved currency when geolocation gives one the site sells in', () => {
    expect(
      priced({
        headers: headers({'oxygen-buyer-country': 'AU'}),
        savedCurrency: 'GBP',
        locale: 'au',
      }),
    ).toEqual({country: 'AU', currency: 'AUD'});
  });

  it('falls through to the saved currency when the geolocated one is not sold on the site', () => {
    expect(
      priced({
        headers: headers({'oxygen-buyer-country': 'US'}),
        savedCurrency: 'GBP',
        locale: 'au',
      }),
    ).toEqual({country: 'GB', currency: 'GBP'});
  });

  it('ignores a saved currency the site does not sell in', () => {
    expect(
      priced({headers: headers(), savedCurrency: 'GBP', locale: 'us'}),
    ).toEqual({country: 'US', currency: 'USD'});
  });

  it('falls back to the site currency', () => {
    expect(priced({headers: headers(), locale: 'au'})).toEqual({
      country: 'AU',
      currency: 'AUD',
    });
    expect(priced({headers: headers(), locale: 'us'})).toEqual({
      country: 'US',
      currency: 'USD',
    });
  });

  it('prices a Canadian visitor on the US site in US dollars (the site sells no CAD)', () => {
    expect(
      priced({headers: headers({'oxygen-buyer-country': 'CA'}), locale: 'us'}),
    ).toEqual({country: 'US', currency: 'USD'});
  });

  it('prices other countries in the site currency of their home country', () => {
    expect(
      priced({headers: headers({'oxygen-buyer-country': 'FR'}), locale: 'us'}),
    ).toEqual({country: 'US', currency: 'USD'});
    expect(
      priced({headers: headers({'oxygen-buyer-country': 'NZ'}), locale: 'au'}),
    ).toEqual({country: 'AU', currency: 'AUD'});
  });

  it('ignores Cloudflare placeholders and junk', () => {
    for (const value of ['XX', 'T1', '', 'GBR', '<script>']) {
      expect(
        priced({
          headers: headers({'cf-ipcountry': value}),
          savedCurrency: 'GBP',
          locale: 'au',
        }),
      ).toEqual({
        country: 'GB',
        currency: 'GBP',
      });
    }
  });

  it('survives a cookie that held no currency', () => {
    expect(
      priced({headers: headers(), savedCurrency: {}, locale: 'au'}),
    ).toEqual({
      country: 'AU',
      currency: 'AUD',
    });
    expect(
      priced({headers: headers(), savedCurrency: 'gbp', locale: 'au'}).currency,
    ).toBe('GBP');
  });

  it('says where the shopper is and which step decided (issue 19: free shipping per country, the market selector)', () => {
    expect(
      detectRegion({
        headers: headers({'oxygen-buyer-country': 'NZ'}),
        locale: 'au',
      }),
    ).toEqual({
      country: 'AU',
      currency: 'AUD',
      location: 'NZ',
      decidedBy: 'site',
    });
    expect(
      detectRegion({
        headers: headers({'oxygen-buyer-country': 'AU'}),
        savedCurrency: 'GBP',
        locale: 'au',
      }),
    ).toEqual({
      country: 'AU',
      currency: 'AUD',
      location: 'AU',
      decidedBy: 'geolocation',
    });
    expect(
      detectRegion({headers: headers(), savedCurrency: 'GBP', locale: 'au'}),
    ).toEqual({
      country: 'GB',
      currency: 'GBP',
      location: null,
      decidedBy: 'saved',
    });
  });

  it('throws for an unknown locale', () => {
    expect(() => detectRegion({headers: headers(), locale: 'xx'})).toThrow(
      'Region not found for locale xx',
    );
  });
});

describe('storefrontContext', () => {
  it('gives the country and language for @inContext', () => {
    expect(storefrontContext('au', {country: 'GB', currency: 'GBP'})).toEqual({
      country: 'GB',
      language: 'EN',
    });
  });

  it('falls back to the site country when the region does not belong to the site', () => {
    expect(storefrontContext('us', {country: 'GB', currency: 'GBP'})).toEqual({
      country: 'US',
      language: 'EN',
    });
  });
});
