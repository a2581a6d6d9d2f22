import {describe, expect, it} from 'vitest';
import {envSchema, parseEnv, parseFlag} from '~/lib/env';

const valid = {
  PUBLIC_BOT_CHECK_SITE_KEY: 'site-key',
  PUBLIC_CONTENT_ENDPOINT: 'https://fashion.cdn.prismic.io/api/v2',
  PUBLIC_CONTENT_REPOSITORY: 'fashion-shop',
  PUBLIC_STORE_DOMAIN: 'fashion.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
  SESSION_SECRET: 'a-very-long-secret-value',
  PUBLIC_SEARCH_ENDPOINT: 'https://{siteId}.a.searchspring.io',
};

function problems(raw: Record<string, unknown>): string[] {
  try {
    parseEnv(raw);
  } catch (error) {
    const [heading, ...lines] = (error as Error).message.split('\n');
    expect(heading).toBe('Invalid environment variable values detected');
    return lines;
  }
  return [];
}

describe('parseFlag', () => {
  it.each(['true', 't', 'yes', 'y', 'on', '1', 'TRUE', 'Yes', ' On '])(
    'reads %j as true',
    (word) => {
      expect(parseFlag(word)).toBe(true);
    },
  );
  it.each(['false', 'f', 'no', 'n', 'off', '0', 'FALSE', 'No', 'OFF'])(
    'reads %j as false',
    (word) => {
      expect(parseFlag(word)).toBe(false);
    },
  );
  it.each(['maybe', '', '2', 'yess', null, undefined, {}])(
    'rejects %j',
    (word) => {
      expect(parseFlag(word)).toBeNull();
    },
  );
  it('passes booleans through', () => {
    expect(parseFlag(true)).toBe(true);
    expect(parseFlag(false)).toBe(false);
  });
});

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv(valid);
    expect(env).toMatchObject({
      APP_ENV: 'development',
      PUBLIC_BRAND: 'meadow',
      PUBLIC_FORCE_GEOLOCATION: '',
      PUBLIC_EMAIL_MARKETING_ENABLED: false,
      PUBLIC_WISHLIST_ENABLED: false,
      CONTENT_REPORT_INVALID: false,
    });
  });

  it('ignores bindings it does not know (the ASSETS binding is an object)', () => {
    expect(
      parseEnv({...valid, ASSETS: {fetch() {}}, PATH: '/bin'}),
    ).not.toHaveProperty('ASSETS');
  });

  it('treats blank values as unset', () => {
    expect(
      parseEnv({...valid, PUBLIC_WEB_HOST: '', APP_ENV: ' '}).APP_ENV,
    ).toBe('development');
  });

  it('lists every problem, one line per variable', () => {
    expect(problems({})).toEqual([
      '- PUBLIC_BOT_CHECK_SITE_KEY: Required',
      '- PUBLIC_CONTENT_ENDPOINT: Required',
      '- PUBLIC_CONTENT_REPOSITORY: Required',
      '- PUBLIC_STORE_DOMAIN: Required',
      '- PUBLIC_STOREFRONT_API_TOKEN: Required',
      '- SESSION_SECRET: Required',
      '- PUBLIC_SEARCH_ENDPOINT: Required',
    ]);
  });

  it.each(['development', 'uat', 'staging', 'production'])(
    'accepts APP_ENV %s',
    (value) => {
      expect(parseEnv({...valid, APP_ENV: value}).APP_ENV).toBe(value);
    },
  );

  it('rejects another APP_ENV', () => {
    expect(problems({...valid, APP_ENV: 'prod'})).toEqual([
      '- APP_ENV: Must be one of development, uat, staging, production',
    ]);
  });

  it.each(['meadow', 'harbour', 'ember', 'base'])(
    'accepts brand %s',
    (brand) => {
      expect(parseEnv({...valid, PUBLIC_BRAND: brand}).PUBLIC_BRAND).toBe(
        brand,
      );
    },
  );

  it('rejects an unknown brand', () => {
    expect(problems({...valid, PUBLIC_BRAND: 'acme'})).toEqual([
      '- PUBLIC_BRAND: Must be one of meadow, harbour, ember, base',
    ]);
  });

  it('needs a bot-check site key of at least one character', () => {
    expect(problems({...valid, PUBLIC_BOT_CHECK_SITE_KEY: undefined})).toEqual([
      '- PUBLIC_BOT_CHECK_SITE_KEY: Required',
    ]);
    expect(
      parseEnv({...valid, PUBLIC_BOT_CHECK_SITE_KEY: 'k'})
        .PUBLIC_BOT_CHECK_SITE_KEY,
    ).toBe('k');
  });

  it('needs a valid content endpoint URL', () => {
    expect(problems({...valid, PUBLIC_CONTENT_ENDPOINT: 'not a url'})).toEqual([
      '- PUBLIC_CONTENT_ENDPOINT: Must be a valid http(s) URL',
    ]);
  });

  it.each(['abcd', 'my-repo', 'Repo1', 'a-b-c', '1234'])(
    'accepts repository name %s',
    (name) => {
      expect(
        parseEnv({...valid, PUBLIC_CONTENT_REPOSITORY: name})
          .PUBLIC_CONTENT_REPOSITORY,
      ).toBe(name);
    },
  );

  it.each([
    'abc',
    '-bad-',
    'bad-',
    '-bad',
    'has space',
    'under_score',
    'dot.name',
  ])('rejects repository name %j', (name) => {
    expect(problems({...valid, PUBLIC_CONTENT_REPOSITORY: name})).toEqual([
      '- PUBLIC_CONTENT_REPOSITORY: An invalid Prismic repository name was given',
    ]);
  });

  it('turns the email-marketing flag into a boolean', () => {
    expect(
      parseEnv({...valid, PUBLIC_EMAIL_MARKETING_ENABLED: 'off'})
        .PUBLIC_EMAIL_MARKETING_ENABLED,
    ).toBe(false);
    const on = parseEnv({
      ...valid,
      PUBLIC_EMAIL_MARKETING_ENABLED: 'Y',
      PUBLIC_EMAIL_MARKETING_KEY_ROW: 'row',
      PUBLIC_EMAIL_MARKETING_KEY_US: 'us',
    });
    expect(on.PUBLIC_EMAIL_MARKETING_ENABLED).toBe(true);
  });

  it('rejects an email-marketing flag it cannot read', () => {
    expect(
      problems({...valid, PUBLIC_EMAIL_MARKETING_ENABLED: 'maybe'}),
    ).toEqual([
      '- PUBLIC_EMAIL_MARKETING_ENABLED: Must be one of true, t, yes, y, on, 1, false, f, no, n, off, 0',
    ]);
  });

  it('needs both email-marketing keys when email marketing is on', () => {
    expect(
      problems({...valid, PUBLIC_EMAIL_MARKETING_ENABLED: 'true'}),
    ).toEqual([
      '- PUBLIC_EMAIL_MARKETING_KEY_ROW: Required when PUBLIC_EMAIL_MARKETING_ENABLED is true',
      '- PUBLIC_EMAIL_MARKETING_KEY_US: Required when PUBLIC_EMAIL_MARKETING_ENABLED is true',
    ]);
  });

  it('leaves the email-marketing keys optional when email marketing is off', () => {
    expect(
      problems({...valid, PUBLIC_EMAIL_MARKETING_ENABLED: 'false'}),
    ).toEqual([]);
  });

  it('reports cross-field problems together with single-field ones', () => {
    expect(
      problems({
        ...valid,
        PUBLIC_EMAIL_MARKETING_ENABLED: '1',
        SESSION_SECRET: 'short',
      }),
    ).toEqual([
      '- SESSION_SECRET: Must be at least 16 characters',
      '- PUBLIC_EMAIL_MARKETING_KEY_ROW: Required when PUBLIC_EMAIL_MARKETING_ENABLED is true',
      '- PUBLIC_EMAIL_MARKETING_KEY_US: Required when PUBLIC_EMAIL_MARKETING_ENABLED is true',
    ]);
  });

  it('takes an empty or 2-letter forced geolocation', () => {
    expect(
      parseEnv({...valid, PUBLIC_FORCE_GEOLOCATION: 'nz'})
        .PUBLIC_FORCE_GEOLOCATION,
    ).toBe('NZ');
    expect(problems({...valid, PUBLIC_FORCE_GEOLOCATION: 'NZL'})).toEqual([
      '- PUBLIC_FORCE_GEOLOCATION: Must be empty or a 2-letter country code such as AU',
    ]);
  });

  it('chooses the legacy account system unless told otherwise', () => {
    expect(parseEnv(valid).ACCOUNT_SYSTEM).toBe('legacy');
    expect(problems({...valid, ACCOUNT_SYSTEM: 'oauth'})).toEqual([
      '- ACCOUNT_SYSTEM: Must be one of legacy, customer-account-api',
    ]);
  });

  it('needs the Customer Account API client id for hosted sign-in', () => {
    expect(
      problems({...valid, ACCOUNT_SYSTEM: 'customer-account-api'}),
    ).toEqual([
      '- PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: Required when ACCOUNT_SYSTEM is customer-account-api',
    ]);
    const hosted = parseEnv({
      ...valid,
      ACCOUNT_SYSTEM: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'abc-123',
    });
    expect(hosted).toMatchObject({
      ACCOUNT_SYSTEM: 'customer-account-api',
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'abc-123',
    });
  });

  it('needs a session secret of at least 16 characters', () => {
    expect(problems({...valid, SESSION_SECRET: '123456789012345'})).toEqual([
      '- SESSION_SECRET: Must be at least 16 characters',
    ]);
    expect(
      parseEnv({...valid, SESSION_SECRET: '1234567890123456'}).SESSION_SECRET,
    ).toHaveLength(16);
  });

  it('accepts a shop domain or a full origin, nothing with a path', () => {
    expect(
      parseEnv({...valid, PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100'})
        .PUBLIC_STORE_DOMAIN,
    ).toBe('http://127.0.0.1:4100');
    expect(
      problems({...valid, PUBLIC_STORE_DOMAIN: 'shop.example/path'}),
    ).toEqual([
      '- PUBLIC_STORE_DOMAIN: Must be a shop domain such as your-shop.myshopify.com',
    ]);
  });

  it('accepts a search endpoint with a {siteId} placeholder', () => {
    expect(parseEnv(valid).PUBLIC_SEARCH_ENDPOINT).toBe(
      'https://{siteId}.a.searchspring.io',
    );
    expect(problems({...valid, PUBLIC_SEARCH_ENDPOINT: '{siteId}'})).toEqual([
      '- PUBLIC_SEARCH_ENDPOINT: Must be a valid http(s) URL',
    ]);
  });

  it('needs the wishlist endpoint only when the wishlist is on', () => {
    expect(problems({...valid, PUBLIC_WISHLIST_ENABLED: 'on'})).toEqual([
      '- WISHLIST_ENDPOINT: Required when PUBLIC_WISHLIST_ENABLED is true',
    ]);
    expect(
      parseEnv({
        ...valid,
        PUBLIC_WISHLIST_ENABLED: 'on',
        WISHLIST_ENDPOINT: 'https://w.example/api',
      }).PUBLIC_WISHLIST_ENABLED,
    ).toBe(true);
  });

  it('needs the back-in-stock shop when the back-in-stock endpoint is set', () => {
    expect(
      problems({
        ...valid,
        BACK_IN_STOCK_ENDPOINT: 'https://app.backinstock.org/api',
      }),
    ).toEqual([
      '- BACK_IN_STOCK_SHOP: Required when BACK_IN_STOCK_ENDPOINT is set',
    ]);
  });

  it.each([
    'PUBLIC_WEB_HOST',
    'WISHLIST_ENDPOINT',
    'BACK_IN_STOCK_ENDPOINT',
    'MARKETING_SUBSCRIBE_ENDPOINT',
    'COMPETITION_ENDPOINT',
    'SUPPORT_TICKET_ENDPOINT',
    'SMS_SIGNUP_ENDPOINT',
  ])('checks %s is a URL when given', (name) => {
    expect(
      problems({
        ...valid,
        BACK_IN_STOCK_SHOP: 'shop',
        [name]: 'javascript:alert(1)',
      }),
    ).toEqual([`- ${name}: Must be a valid http(s) URL`]);
  });

  it('keeps the optional settings', () => {
    const env = parseEnv({
      ...valid,
      CONTENT_ACCESS_TOKEN: 'c',
      PUBLIC_REVIEWS_ID: 'r',
      PRIVATE_STOREFRONT_API_TOKEN: 'p',
      PUBLIC_STOREFRONT_ID: '1',
      PUBLIC_CHECKOUT_DOMAIN: 'checkout.example',
      SENTRY_DSN: 'https://key@sentry.example/1',
      PUBLIC_GA4_ID: 'G-1',
      PUBLIC_BRAND_NAME: 'Meadow & Co.',
    });
    expect(env).toMatchObject({
      CONTENT_ACCESS_TOKEN: 'c',
      PUBLIC_REVIEWS_ID: 'r',
      PUBLIC_GA4_ID: 'G-1',
      PUBLIC_BRAND_NAME: 'Meadow & Co.',
    });
  });

  it('exports the schema', () => {
    expect(envSchema.safeParse(valid).success).toBe(true);
  });
});
