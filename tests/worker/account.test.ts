import {beforeAll, describe, expect, inject, it} from 'vitest';
import {createCookieSessionStorage} from 'react-router';
import {createSealedSessionStorage} from '~/lib/session-storage.server';
import {sandboxEnv} from '../../scripts/worker-env.mjs';
import {dom, sandbox, textOf, visit} from './helpers';

/**
 * Accounts in the built worker against the sandbox store: who may see what, the
 * session cookie, and that nothing about a customer is cacheable.
 */

/** A browser's cookie jar for one shopper. */
class Shopper {
  cookies = new Map<string, string>();

  header() {
    return [...this.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  async visit(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', this.header());
    const result = await visit(path, {...init, headers});
    for (const line of result.response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) =>
        /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return result;
  }

  post(path: string, fields: Record<string, string>) {
    return this.visit(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
  }
}

/** The app's cookie session, with the sandbox's secret, to read and forge cookies in tests. */
function sessionStorage() {
  return createSealedSessionStorage({
    name: 'session',
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
    secrets: [sandboxEnv('http://x').SESSION_SECRET],
  });
}

/** The session format before payloads were encrypted: signed, but readable base64 JSON. */
function legacyStorage() {
  return createCookieSessionStorage({
    cookie: {
      name: 'session',
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secrets: [sandboxEnv('http://x').SESSION_SECRET],
    },
  });
}

/** The access token the app keeps in a session cookie, whichever format the app writes (the test knows the secret). */
async function tokenIn(value: string) {
  for (const storage of [sessionStorage(), legacyStorage()]) {
    const token = (await storage.getSession(`session=${value}`)).get(
      'customerAccessToken',
    ) as string | undefined;
    if (token) return token;
  }
  return undefined;
}

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function register(name: string) {
  const shopper = new Shopper();
  const email = `${name.toLowerCase()}-${unique()}@example.com`;
  const {status, response} = await shopper.post('/account/register', {
    firstName: name,
    lastName: 'Tester',
    email,
    password: 'secret-pass-1',
  });
  expect(status).toBe(302);
  expect(response.headers.get('Location')).toBe('/account/orders');
  return {shopper, email};
}

async function storefront<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await sandbox.storefront<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const ADDRESS = {
  intent: 'create',
  firstName: 'Ada',
  lastName: 'Tester',
  company: '',
  address1: '12 Orchard Lane',
  address2: '',
  city: 'Springfield',
  province: 'IL',
  zip: '62701',
  country: 'US',
  phone: '+12025550123',
};

describe('account routes for visitors who are not signed in', () => {
  it.each([
    '/account/orders',
    '/account/addresses',
    '/account/details',
    '/account/wishlist',
    '/account/update-password',
  ])('%s sends them to log in and back, privately', async (path) => {
    const {status, response} = await visit(path);
    expect(status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/account/login?redirect=${path}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps the site and the query of the page asked for', async () => {
    const {response} = await visit('/au/account/addresses?edit=1');
    expect(response.headers.get('Location')).toBe(
      '/au/account/login?redirect=/au/account/addresses%3Fedit%3D1',
    );
  });

  it('sends a client navigation back to the page, not to its data address', async () => {
    const response = await fetch(
      new URL(
        '/au/account/addresses.data?edit=1&_routes=routes%2F%28%24locale%29.account.addresses',
        inject('workerUrl'),
      ),
      {redirect: 'manual'},
    );
    const body = await response.text();
    expect(body).toContain(
      '/au/account/login?redirect=/au/account/addresses%3Fedit%3D1',
    );
    expect(body).not.toContain('.data');
  });

  it('serves the sign-in pages uncached', async () => {
    for (const path of [
      '/account/login',
      '/account/register',
      '/account/forgot-password',
      '/account/reset/1/abc',
    ]) {
      const {status, response} = await visit(path);
      expect(status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe(
        'private, no-store',
      );
    }
  });

  it('never follows a return path to another site', async () => {
    const {shopper, email} = await register('Redirect');
    await shopper.post('/account/logout', {});
    const {response} = await new Shopper().post('/account/login', {
      email,
      password: 'secret-pass-1',
      redirect: '//evil.example/x',
    });
    expect(response.headers.get('Location')).toBe('/account/orders');
  });
});

describe('signing in and recovery reveal nothing about which e-mails have accounts', () => {
  it('answers a wrong password and an unknown e-mail alike', async () => {
    const {email} = await register('Quiet');
    const wrong = await new Shopper().post('/account/login', {
      email,
      password: 'not-the-password',
    });
    const unknown = await new Shopper().post('/account/login', {
      email: `nobody-${unique()}@example.com`,
      password: 'whatever1',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(textOf(answer.html)).toContain('Incorrect email or password.');
      expect(answer.html).not.toContain('not-the-password');
      expect(answer.response.headers.getSetCookie().join()).not.toMatch(
        /session=/,
      );
    }
  });

  it('answers every recovery request with the same message', async () => {
    const {email} = await register('Recover');
    const known = await new Shopper().post('/account/forgot-password', {email});
    const unknown = await new Shopper().post('/account/forgot-password', {
      email: `nobody-${unique()}@example.com`,
    });
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(200);
      expect(textOf(answer.html)).toContain(
        'If an account exists for that email, we’ve sent a link to reset your password.',
      );
    }
  });

  it('answers a registration with a taken e-mail without confirming it', async () => {
    const {email} = await register('Taken');
    const again = await new Shopper().post('/account/register', {
      firstName: 'X',
      lastName: 'Y',
      email,
      password: 'another-pass',
    });
    expect(again.status).toBe(400);
    expect(textOf(again.html)).toContain(
      'We couldn’t create an account with these details.',
    );
    expect(textOf(again.html)).not.toMatch(/already been taken/i);
  });
});

describe('the session cookie', () => {
  it('is httpOnly and SameSite=Lax, and the token never reaches the page', async () => {
    const shopper = new Shopper();
    const email = `cookie-${unique()}@example.com`;
    const {response} = await shopper.post('/account/register', {
      firstName: 'C',
      lastName: 'K',
      email,
      password: 'secret-pass-1',
    });
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await sessionStorage().getSession(cookie.split(';')[0]);
    const token = session.get('customerAccessToken') as string;
    expect(token).toMatch(/\w{16,}/);
    expect(
      Date.parse(session.get('customerAccessTokenExpiresAt')),
    ).toBeGreaterThan(Date.now());
    for (const path of [
      '/account/orders',
      '/account/details',
      '/account/addresses',
      '/account/wishlist',
      '/',
    ]) {
      const page = await shopper.visit(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain(token);
    }
  });

  it('keeps the access token unreadable: no decoding of the cookie reveals it', async () => {
    const shopper = new Shopper();
    const email = `sealed-${unique()}@example.com`;
    await shopper.post('/account/register', {
      firstName: 'S',
      lastName: 'L',
      email,
      password: 'secret-pass-1',
    });
    const value = shopper.cookies.get('session')!;
    // What anyone holding the cookie could read: every base64 layer, with or without the signature part.
    const readable = [value, decodeURIComponent(value)];
    for (let i = 0; i < readable.length && i < 12; i++) {
      for (const part of readable[i].split('.')) {
        const decoded = Buffer.from(
          part.replace(/-/g, '+').replace(/_/g, '/'),
          'base64',
        ).toString('latin1');
        if (!readable.includes(decoded)) readable.push(decoded);
        try {
          const parsed: unknown = JSON.parse(decoded);
          if (typeof parsed === 'string') readable.push(parsed);
        } catch {
          // Not JSON: the base64 text is itself what there is to read.
        }
      }
    }
    const token = await tokenIn(value);
    expect(token).toMatch(/\w{16,}/);
    for (const text of readable) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('customerAccessToken');
    }
    // The shopper stays signed in across requests.
    expect((await shopper.visit('/account/details')).html).toContain(email);
    expect((await shopper.visit('/account/orders')).status).toBe(200);
  });

  it('treats a cookie in the old signed-only format as signed out, never an error', async () => {
    const shopper = new Shopper();
    const email = `legacy-${unique()}@example.com`;
    await shopper.post('/account/register', {
      firstName: 'L',
      lastName: 'G',
      email,
      password: 'secret-pass-1',
    });
    const token = await tokenIn(shopper.cookies.get('session')!);
    expect(token).toMatch(/\w{16,}/);
    const session = await legacyStorage().getSession();
    session.set('customerAccessToken', token);
    session.set(
      'customerAccessTokenExpiresAt',
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    const cookie = (await legacyStorage().commitSession(session)).split(';')[0];
    const orders = await visit('/account/orders', {headers: {Cookie: cookie}});
    expect(orders.status).toBe(302);
    expect(orders.response.headers.get('Location')).toBe(
      '/account/login?redirect=/account/orders',
    );
    const home = await visit('/', {headers: {Cookie: cookie}});
    expect(home.status).toBe(200);
    expect(textOf(home.html)).toContain('Sign in');
  });

  it('treats an expired token as signed out and clears it', async () => {
    const storage = sessionStorage();
    const session = await storage.getSession();
    session.set('customerAccessToken', 'an-old-token');
    session.set(
      'customerAccessTokenExpiresAt',
      new Date(Date.now() - 60_000).toISOString(),
    );
    const cookie = (await storage.commitSession(session)).split(';')[0];

    const {status, response} = await visit('/account/orders', {
      headers: {Cookie: cookie},
    });
    expect(status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/account/login?redirect=/account/orders',
    );
    const rewritten = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('session='));
    expect(rewritten).toBeDefined();
    const cleared = await storage.getSession(rewritten!.split(';')[0]);
    expect(cleared.get('customerAccessToken')).toBeUndefined();
    expect(cleared.get('customerAccessTokenExpiresAt')).toBeUndefined();

    const home = await visit('/', {headers: {Cookie: cookie}});
    expect(textOf(home.html)).toContain('Sign in');
  });

  it('signs out on POST /account/logout', async () => {
    const {shopper} = await register('Logout');
    expect((await shopper.visit('/account/orders')).status).toBe(200);
    const out = await shopper.post('/account/logout', {});
    expect(out.status).toBe(302);
    expect(out.response.headers.get('Location')).toBe('/');
    expect((await shopper.visit('/account/orders')).status).toBe(302);
  });
});

describe('one customer cannot read or change another’s data', () => {
  let first: Awaited<ReturnType<typeof register>>;
  let second: Awaited<ReturnType<typeof register>>;
  let firstAddressId: string;
  let orderName: string;
  let savedHandle: string;

  beforeAll(async () => {
    first = await register('First');
    second = await register('Second');

    const created = await first.shopper.post('/account/addresses', ADDRESS);
    expect(created.status).toBe(302);
    const book = await first.shopper.visit('/account/addresses');
    const key = dom(book.html)
      .querySelectorAll('a[href]')
      .map((link) =>
        new URL(
          link.getAttribute('href')!,
          'https://shop.test',
        ).searchParams.get('edit'),
      )
      .find((edit) => edit && /^\d+$/.test(edit))!;
    const editing = await first.shopper.visit(`/account/addresses?edit=${key}`);
    firstAddressId = dom(editing.html)
      .querySelectorAll('[name="id"]')
      .map((input) => input.getAttribute('value') ?? '')
      .find((value) => value.startsWith('gid://shopify/MailingAddress/'))!;

    // An order for the first customer through the sandbox checkout.
    const {products} = await storefront<{
      products: {
        nodes: {
          handle: string;
          variants: {nodes: {id: string; availableForSale: boolean}[]};
        }[];
      };
    }>(
      `{ products(first: 40) { nodes { handle variants(first: 20) { nodes { id availableForSale } } } } }`,
    );
    const inStock = products.nodes.filter((product) =>
      product.variants.nodes.some((variant) => variant.availableForSale),
    );
    const variant = inStock[0].variants.nodes.find((v) => v.availableForSale)!;
    savedHandle = inStock[1].handle;
    const {customerAccessTokenCreate} = await storefront<{
      customerAccessTokenCreate: {customerAccessToken: {accessToken: string}};
    }>(
      `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      {input: {email: first.email, password: 'secret-pass-1'}},
    );
    const {cartCreate} = await storefront<{
      cartCreate: {cart: {checkoutUrl: string}};
    }>(
      `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }`,
      {
        input: {
          lines: [{merchandiseId: variant.id, quantity: 1}],
          buyerIdentity: {
            customerAccessToken:
              customerAccessTokenCreate.customerAccessToken.accessToken,
          },
        },
      },
    );
    const paid = await fetch(cartCreate.cart.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({email: first.email}),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const orders = await first.shopper.visit('/account/orders');
    orderName = /Order (#\d+)/.exec(textOf(orders.html))![1];

    const saved = await first.shopper.post('/api/wishlist', {
      intent: 'add',
      productHandle: savedHandle,
    });
    expect(saved.status).toBe(200);
  });

  it('shows each customer only their own orders', async () => {
    const mine = await first.shopper.visit('/account/orders');
    expect(textOf(mine.html)).toContain(`Order ${orderName}`);
    expect(textOf(mine.html)).toContain('Paid');
    expect(textOf(mine.html)).toContain('Unfulfilled');
    expect(mine.response.headers.get('Cache-Control')).toBe(
      'private, no-store',
    );
    const photo = new URL(
      dom(mine.html).querySelector('li img[width="60"]')!.getAttribute('src')!,
    );
    expect(photo.searchParams.getAll('width')).toEqual(['120']);

    const theirs = await second.shopper.visit('/account/orders');
    expect(theirs.status).toBe(200);
    expect(textOf(theirs.html)).toContain('You haven’t placed any orders yet.');
    expect(theirs.html).not.toContain(orderName);
  });

  it('opens an order’s detail page only for its owner', async () => {
    const mine = await first.shopper.visit('/account/orders');
    const detail = dom(mine.html)
      .querySelectorAll('a[href]')
      .map((link) => link.getAttribute('href')!)
      .find((href) => /^\/account\/orders\/\d+$/.test(href))!;
    const page = await first.shopper.visit(detail);
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(`Order ${orderName}`);
    expect(textOf(page.html)).toContain('Paid');
    expect(textOf(page.html)).toContain('Back to your orders');
    expect((await second.shopper.visit(detail)).status).toBe(404);
  });

  it('shows each customer only their own addresses', async () => {
    const theirs = await second.shopper.visit('/account/addresses');
    expect(theirs.html).not.toContain('12 Orchard Lane');
    expect(theirs.html).not.toContain(firstAddressId);
    const key = /MailingAddress\/(\d+)/.exec(firstAddressId)![1];
    const editing = await second.shopper.visit(
      `/account/addresses?edit=${key}`,
    );
    expect(editing.html).not.toContain('12 Orchard Lane');
  });

  it('refuses to change, delete or make default another customer’s address', async () => {
    const update = await second.shopper.post('/account/addresses', {
      ...ADDRESS,
      intent: 'update',
      id: firstAddressId,
      address1: '1 Hijack Road',
    });
    expect(update.status).toBe(400);
    expect(textOf(update.html)).toContain('We couldn’t find that address.');

    const remove = await second.shopper.post('/account/addresses', {
      intent: 'delete',
      id: firstAddressId,
    });
    expect(remove.status).toBe(400);
    expect(textOf(remove.html)).toContain('We couldn’t find that address.');

    const makeDefault = await second.shopper.post('/account/addresses', {
      intent: 'default',
      id: firstAddressId,
    });
    expect(makeDefault.status).toBe(400);

    const book = await first.shopper.visit('/account/addresses');
    expect(textOf(book.html)).toContain('12 Orchard Lane');
    expect(book.html).not.toContain('Hijack');
    expect(
      (await second.shopper.visit('/account/addresses')).html,
    ).not.toContain('Hijack');
  });

  it('keeps each wishlist to its owner', async () => {
    const mine = await first.shopper.visit('/api/wishlist');
    expect(JSON.parse(mine.html)).toEqual({items: [savedHandle]});
    expect(mine.response.headers.get('Cache-Control')).toBe(
      'private, no-store',
    );

    const theirs = await second.shopper.visit('/api/wishlist');
    expect(JSON.parse(theirs.html)).toEqual({items: []});
    const removed = await second.shopper.post('/api/wishlist', {
      intent: 'remove',
      productHandle: savedHandle,
    });
    expect(removed.status).toBe(200);
    expect(
      JSON.parse((await first.shopper.visit('/api/wishlist')).html),
    ).toEqual({items: [savedHandle]});

    const page = await second.shopper.visit('/account/wishlist');
    expect(textOf(page.html)).toContain('Your wishlist is empty.');
    const firstPage = await first.shopper.visit('/account/wishlist');
    expect(textOf(firstPage.html)).toContain('1 saved item');
  });

  it('ignores customer ids posted in forms', async () => {
    const details = await second.shopper.post('/account/details', {
      id: 'gid://shopify/Customer/1',
      customerId: 'gid://shopify/Customer/1',
      firstName: 'Second',
      lastName: 'Changed',
      email: second.email,
    });
    expect(details.status).toBe(200);
    expect(textOf(details.html)).toContain('Your details have been saved.');
    const firstDetails = await first.shopper.visit('/account/details');
    expect(firstDetails.html).not.toContain('Changed');
  });

  it('sends anonymous wishlist posts to sign in and back', async () => {
    const anonymous = await visit('/api/wishlist', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'add',
        productHandle: savedHandle,
        redirectTo: `/products/${savedHandle}`,
      }),
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.response.headers.get('Location')).toBe(
      `/account/login?redirect=/products/${savedHandle}`,
    );
  });
});
