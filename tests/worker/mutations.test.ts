/**
 * Every mutation is refused from another site, resource routes included, and no
 * redirect ever leaves the store (or breaks on a line break).
 */
import {describe, expect, inject, it} from 'vitest';
import {textOf, visit} from './helpers';
import {buyableVariants, shopper} from './cart-helpers';

const MUTATIONS = [
  '/',
  '/cart',
  '/cart.data',
  '/account/login',
  '/account/logout',
  '/account/register',
  '/account/forgot-password',
  '/account/reset/1/abc',
  '/account/update-password',
  '/account/addresses',
  '/account/details',
  '/api/market',
  '/api/wishlist',
  '/api/back-in-stock',
  '/api/subscribe',
  '/api/collection-password',
  '/pages/contact',
  '/au/api/market',
];

const REFUSAL = 'This form can only be sent from the store’s own pages.';
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields),
});

describe('posts from another site', () => {
  for (const path of MUTATIONS) {
    it(`are refused at ${path}`, async () => {
      const {body} = form({market: 'row', redirectTo: '/'});
      const byOrigin = await visit(path, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
      });
      expect(byOrigin.status).toBe(403);
      expect(byOrigin.html).toBe(REFUSAL);
      const byFetchSite = await visit(path, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(byFetchSite.status).toBe(403);
    });
  }

  it('cannot sign a shopper out or touch their cart', async () => {
    const [{variant}] = await buyableVariants(1);
    const s = shopper();
    const email = `csrf.${Math.random().toString(36).slice(2, 10)}@example.com`;
    await s.documentPost(
      new URLSearchParams({
        firstName: 'Cross',
        lastName: 'Site',
        email,
        password: 'secret-pass-1',
      }),
      {path: '/account/register'},
    );
    await s.add(variant.id);
    const cookie = [...s.jar]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const evil = {
      cookie,
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    };
    expect(
      (await visit('/account/logout', {method: 'POST', headers: evil})).status,
    ).toBe(403);
    expect(
      (
        await visit('/api/market', {
          method: 'POST',
          headers: evil,
          body: 'market=row&redirectTo=/',
        })
      ).status,
    ).toBe(403);
    const details = await s.get('/account/details');
    expect(details.status).toBe(200);
    expect(details.html).toContain('value="Cross"');
    expect(textOf((await s.get('/')).html)).toMatch(/Cart\s*1\s*item/);
  });

  it('from the store itself still work', async () => {
    const origin = inject('workerUrl');
    const {status, response} = await visit('/api/market', {
      method: 'POST',
      body: 'market=row&redirectTo=/collections/dresses',
      headers: {origin, 'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(status).toBe(303);
    expect(response.headers.get('location')).toBe('/au/collections/dresses');
  });
});

const HOSTILE_TARGETS = [
  '/\\evil.example',
  '/\t/evil.example',
  '/\\/evil.example',
  '//evil.example',
  'https://evil.example/',
  '/ok\r\nSet-Cookie: stolen=1',
  '/\n/evil.example',
];

function staysHome(location: string | null) {
  return (
    location !== null &&
    location.startsWith('/') &&
    !/^\/[\\/\t]/.test(location) &&
    !/[\r\n\t]/.test(location)
  );
}

describe('redirects stay on the store', () => {
  for (const target of HOSTILE_TARGETS) {
    it(`market selector, redirectTo ${JSON.stringify(target)}`, async () => {
      // With a market and without one (an unknown market used to follow redirectTo as given).
      for (const fields of [
        {market: 'row', redirectTo: target},
        {redirectTo: target},
      ] as Record<string, string>[]) {
        const {status, response} = await visit('/api/market', {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers: {'content-type': 'application/x-www-form-urlencoded'},
        });
        expect(status).toBe(303);
        expect(staysHome(response.headers.get('location'))).toBe(true);
      }
    });

    it(`cart without JavaScript, redirectTo ${JSON.stringify(target)}`, async () => {
      const [{variant}] = await buyableVariants(1);
      const s = shopper();
      const body = s.form(
        'LinesAdd',
        {lines: [{merchandiseId: variant.id, quantity: 1}]},
        {redirectTo: target},
      );
      const {status, response} = await s.documentPost(body);
      expect(status).toBe(303);
      expect(staysHome(response.headers.get('location'))).toBe(true);
    });

    it(`wishlist, redirectTo ${JSON.stringify(target)}`, async () => {
      const {status, response} = await visit('/api/wishlist', {
        method: 'POST',
        body: new URLSearchParams({
          handle: 'anything',
          intent: 'add',
          redirectTo: target,
        }),
        headers: {'content-type': 'application/x-www-form-urlencoded'},
      });
      expect(status).toBeLessThan(500);
      if (status >= 300 && status < 400)
        expect(staysHome(response.headers.get('location'))).toBe(true);
    });
  }
});

describe('bodies that are not forms', () => {
  for (const path of MUTATIONS) {
    it(`get a 400, not a 500, at ${path}`, async () => {
      for (const [type, body] of [
        ['application/json', '{"email":"a@example.com"}'],
        ['text/plain', 'hello'],
        ['multipart/form-data; boundary=nothing', 'garbage'],
      ]) {
        const {status, html} = await visit(path, {
          method: 'POST',
          body,
          headers: {'content-type': type},
        });
        expect({path, type, status}).toEqual({path, type, status: 400});
        expect(html).toBe(
          'We couldn’t read that form. Please try again from the store’s pages.',
        );
      }
    });
  }
});

describe('the session cookie', () => {
  it('is Secure when the shopper came over https through a proxy', async () => {
    const [{variant}] = await buyableVariants(1);
    const body = new URLSearchParams({
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: variant.id, quantity: 1}]},
      }),
    });
    const {response} = await visit('/cart', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
      },
    });
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/; Secure/);
  });
});
