import {describe, expect, it, vi} from 'vitest';
import {
  applyPendingChanges,
  flattenCartLines,
  readCartFormInput,
} from '~/lib/cart/lines';
import {createStorefrontClient} from '@shopify/hydrogen-react';
import {
  apiVersionFromUrl,
  CART_API_VERSION,
  cartLocale,
  checkCartConfig,
} from '~/lib/cart/config';
import {cartStatus} from '~/lib/cart/status';
import {freeShippingProgress} from '~/lib/cart/shipping';
import {returnPath} from '~/lib/cart/submission';
import {cartCountries} from '~/lib/cart/countries';

const line = (id: string, merchandiseId: string, quantity: number) => ({
  id,
  quantity,
  merchandise: {id: merchandiseId},
});

describe('flattenCartLines', () => {
  it('reads nodes and edges', () => {
    expect(flattenCartLines({nodes: [1, 2]})).toEqual([1, 2]);
    expect(flattenCartLines({edges: [{node: 'a'}, {node: 'b'}]})).toEqual([
      'a',
      'b',
    ]);
  });

  it('answers an empty list and logs when the connection is missing', () => {
    const log = vi.fn();
    expect(flattenCartLines(undefined, log)).toEqual([]);
    expect(flattenCartLines(null, log)).toEqual([]);
    expect(flattenCartLines({} as never, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith(
      'Cart lines could not be read: the cart has no lines connection',
    );
  });

  it('logs to console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    flattenCartLines(undefined);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('applyPendingChanges (optimistic lines)', () => {
  const lines = [line('L1', 'V1', 1), line('L2', 'V2', 2)];

  it('marks a line being removed and drops it from the count', () => {
    const view = applyPendingChanges(lines, [
      {action: 'LinesRemove', inputs: {lineIds: ['L1']}},
    ]);
    expect(view.lines.map((l) => l.pending)).toEqual(['removing', undefined]);
    expect(view.totalQuantity).toBe(2);
    expect(view.isOptimistic).toBe(true);
  });

  it('shows a new quantity at once, and quantity 0 as a removal', () => {
    const view = applyPendingChanges(lines, [
      {
        action: 'LinesUpdate',
        inputs: {
          lines: [
            {id: 'L2', quantity: 5},
            {id: 'L1', quantity: 0},
          ],
        },
      },
    ]);
    expect(view.lines).toMatchObject([
      {id: 'L1', pending: 'removing'},
      {id: 'L2', quantity: 5, pending: 'updating'},
    ]);
    expect(view.totalQuantity).toBe(5);
  });

  it('adds to an existing line and counts a new item before it can be drawn', () => {
    const view = applyPendingChanges(lines, [
      {
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: 'V1', quantity: 2}]},
      },
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'V9'}]}},
    ]);
    expect(view.lines[0]).toMatchObject({quantity: 3, pending: 'updating'});
    expect(view.lines).toHaveLength(2);
    expect(view.totalQuantity).toBe(3 + 2 + 1);
  });

  it('ignores junk and leaves the given lines untouched', () => {
    const view = applyPendingChanges(lines, [
      {
        action: 'LinesUpdate',
        inputs: {
          lines: [{id: 'L1', quantity: -3}, {id: 'nope', quantity: 1}, null],
        },
      },
      {action: 'LinesRemove', inputs: {lineIds: 'L1'}},
      {action: 'NoteUpdate', inputs: {note: 'x'}},
    ]);
    expect(view.isOptimistic).toBe(false);
    expect(view.totalQuantity).toBe(3);
    expect(lines[0].quantity).toBe(1);
  });

  it('reads CartForm input back from form data', () => {
    expect(
      readCartFormInput('{"action":"LinesRemove","inputs":{"lineIds":["L1"]}}'),
    ).toEqual({action: 'LinesRemove', inputs: {lineIds: ['L1']}});
    expect(readCartFormInput('{"action":1}')).toBeNull();
    expect(readCartFormInput('{oops')).toBeNull();
    expect(readCartFormInput(null)).toBeNull();
    expect(readCartFormInput('{"action":"NoteUpdate"}')).toEqual({
      action: 'NoteUpdate',
      inputs: {},
    });
  });
});

describe('cart configuration', () => {
  const complete = {
    countryCode: 'US',
    languageCode: 'EN',
    storeDomain: 'shop.myshopify.com',
    storefrontToken: 'token',
    storefrontApiVersion: CART_API_VERSION,
  };

  it('defaults to US and EN, upper-cased', () => {
    expect(cartLocale()).toEqual({country: 'US', language: 'EN'});
    expect(cartLocale({country: 'au', language: 'en'})).toEqual({
      country: 'AU',
      language: 'EN',
    });
    expect(cartLocale({country: ' ', language: null})).toEqual({
      country: 'US',
      language: 'EN',
    });
  });

  it.each([
    'countryCode',
    'languageCode',
    'storeDomain',
    'storefrontToken',
    'storefrontApiVersion',
  ] as const)(
    "throws 'Please provide the necessary props' without %s",
    (key) => {
      expect(() => checkCartConfig({...complete, [key]: undefined})).toThrow(
        'Please provide the necessary props',
      );
      expect(() => checkCartConfig({...complete, [key]: ''})).toThrow(
        'Please provide the necessary props',
      );
    },
  );

  it('only warns about an API version other than the one the cart is written for', () => {
    expect(checkCartConfig(complete).warning).toBeNull();
    expect(
      checkCartConfig({...complete, storefrontApiVersion: '2024-07'}).warning,
    ).toBe(
      "The cart was specified for Storefront API 2026-04, but this app uses 2024-07 (Hydrogen's built-in version).",
    );
  });

  it('is written for the Storefront API version Hydrogen speaks, so start-up prints no warning', () => {
    const client = createStorefrontClient({
      storeDomain: 'shop.myshopify.com',
      publicStorefrontToken: 'token',
    });
    const version = apiVersionFromUrl(client.getStorefrontApiUrl());
    expect(version).toBe(CART_API_VERSION);
    expect(
      checkCartConfig({...complete, storefrontApiVersion: version}).warning,
    ).toBeNull();
  });

  it('reads the version from a Storefront API address', () => {
    expect(
      apiVersionFromUrl('https://shop.myshopify.com/api/2026-04/graphql.json'),
    ).toBe('2026-04');
    expect(apiVersionFromUrl('https://shop.myshopify.com/')).toBeNull();
  });
});

describe('cartStatus', () => {
  const form = (input: unknown) => ({
    get: (name: string) =>
      name === 'cartFormInput' ? JSON.stringify(input) : null,
  });
  const add = form({action: 'LinesAdd', inputs: {lines: []}});
  const update = form({action: 'LinesUpdate', inputs: {lines: []}});

  it('is uninitialized until hydrated', () => {
    expect(
      cartStatus({
        hydrated: false,
        hasCart: true,
        submissions: [{state: 'submitting', formData: update}],
      }),
    ).toBe('uninitialized');
  });

  it('is creating for a first add and updating for any other change', () => {
    expect(
      cartStatus({
        hydrated: true,
        hasCart: false,
        submissions: [{state: 'submitting', formData: add}],
      }),
    ).toBe('creating');
    expect(
      cartStatus({
        hydrated: true,
        hasCart: true,
        submissions: [{state: 'submitting', formData: add}],
      }),
    ).toBe('updating');
    expect(
      cartStatus({
        hydrated: true,
        hasCart: true,
        submissions: [{state: 'submitting', formData: update}],
      }),
    ).toBe('updating');
  });

  it('is fetching while the cart loads or reloads after a change', () => {
    expect(
      cartStatus({
        hydrated: true,
        hasCart: false,
        loadingCart: true,
        submissions: [],
      }),
    ).toBe('fetching');
    expect(
      cartStatus({
        hydrated: true,
        hasCart: true,
        revalidating: true,
        submissions: [],
      }),
    ).toBe('fetching');
    expect(
      cartStatus({
        hydrated: true,
        hasCart: true,
        submissions: [{state: 'loading', formData: update}],
      }),
    ).toBe('fetching');
  });

  it('is idle otherwise, whatever other forms do', () => {
    expect(
      cartStatus({
        hydrated: true,
        hasCart: true,
        submissions: [
          {state: 'submitting', formData: form({q: 'x'})},
          {state: 'idle'},
        ],
      }),
    ).toBe('idle');
  });
});

describe('freeShippingProgress', () => {
  it('counts down to the threshold in cents', () => {
    expect(freeShippingProgress('49.99', 100)).toEqual({
      qualified: false,
      percent: 49,
      remaining: '50.01',
    });
    expect(freeShippingProgress('99.99', '100')).toEqual({
      qualified: false,
      percent: 99,
      remaining: '0.01',
    });
    expect(freeShippingProgress('100.0', 100)).toEqual({
      qualified: true,
      percent: 100,
    });
    expect(freeShippingProgress(null, 150)).toEqual({
      qualified: false,
      percent: 0,
      remaining: '150.00',
    });
  });

  it('has nothing to say without a usable threshold', () => {
    expect(freeShippingProgress('10', undefined)).toBeNull();
    expect(freeShippingProgress('10', 0)).toBeNull();
    expect(freeShippingProgress('10', 'free')).toBeNull();
  });
});

describe('returnPath (plain form posts)', () => {
  const requestUrl = 'https://shop.example/cart';
  it('goes back to the page on this site', () => {
    expect(
      returnPath({
        referer: 'https://shop.example/products/a?variant=1',
        requestUrl,
        fallback: '/cart',
      }),
    ).toBe('/products/a?variant=1');
  });
  it('falls back to the cart for other sites, junk or nothing', () => {
    expect(
      returnPath({
        referer: 'https://evil.example/x',
        requestUrl,
        fallback: '/cart',
      }),
    ).toBe('/cart');
    expect(
      returnPath({referer: 'not a url', requestUrl, fallback: '/au/cart'}),
    ).toBe('/au/cart');
    expect(returnPath({referer: null, requestUrl, fallback: '/cart'})).toBe(
      '/cart',
    );
  });
  it('prefers a redirectTo path', () => {
    expect(
      returnPath({
        referer: 'https://shop.example/x',
        requestUrl,
        redirectTo: '/cart',
        fallback: '/',
      }),
    ).toBe('/cart');
  });
});

describe('cartCountries', () => {
  it('allows only countries whose currency the site shows', () => {
    expect(cartCountries('us')).toEqual(['US', 'PR']);
    expect(cartCountries('au')).toEqual(['AU', 'GB']);
  });
});
