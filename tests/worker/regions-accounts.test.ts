/**
 * Issue 19, regions, accounts and editors (accounts-regions-content.md): free shipping per
 * country, texts in the shopper's currency, the market in force and why, the reset link's
 * site, the address book's limits, the product page's settings texts, 404 titles and the
 * "session ended" notice.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {createSealedSessionStorage} from '~/lib/session-storage.server';
import {sandboxEnv} from '../../scripts/worker-env.mjs';
import {dom, sandbox, textOf, visit} from './helpers';
import {buyableVariants, shopper} from './cart-helpers';

const unique = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A browser's cookie jar with a country. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly country?: string) {}
  async visit(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set(
        'Cookie',
        [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
      );
    const result = await visit(path, {...init, headers, country: this.country});
    for (const line of result.response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || attributes.some((a) => /max-age=0/i.test(a)))
        this.cookies.delete(name);
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

async function registered(country?: string, site = '') {
  const browser = new Browser(country);
  const email = `spec-${unique()}@example.com`;
  const {status} = await browser.post(`${site}/account/register`, {
    firstName: 'Rae',
    lastName: 'Spec',
    email,
    password: 'secret-pass-1',
  });
  expect(status).toBe(302);
  return {browser, email};
}

let variant: Awaited<ReturnType<typeof buyableVariants>>[number]['variant'];
beforeAll(async () => {
  [{variant}] = await buyableVariants(1, 2);
});

async function cartText(country: string, site: string) {
  const s = shopper({country});
  await s.fetcherPost(
    s.form('LinesAdd', {lines: [{merchandiseId: variant.id, quantity: 1}]}),
    `${site}/cart`,
  );
  return textOf((await s.get(`${site}/cart`)).html);
}

describe('free shipping per country', () => {
  it('NZ shoppers on /au and CA shoppers on / get their own threshold (200), not AU’s or US’s (150)', async () => {
    for (const [country, site] of [
      ['NZ', '/au'],
      ['CA', ''],
    ]) {
      const text = await cartText(country, site);
      const remaining =
        /Spend \$([\d,.]+)\s(?:AUD|USD) more for free shipping\./.exec(text);
      const unlocked = text.includes('You’ve unlocked free shipping.');
      expect(
        remaining || unlocked,
        `${country}: ${text.slice(0, 300)}`,
      ).toBeTruthy();
      const subtotal = Number(
        /Subtotal \$([\d,.]+)/.exec(text)![1].replace(/,/g, ''),
      );
      if (remaining)
        expect(Number(remaining[1].replace(/,/g, '')) + subtotal).toBeCloseTo(
          200,
          2,
        );
      else expect(subtotal).toBeGreaterThanOrEqual(200);
    }
  });

  it('a GB shopper on /au is told plainly there is no free-shipping threshold', async () => {
    const text = await cartText('GB', '/au');
    expect(text).toContain('Free shipping isn’t offered to United Kingdom.');
    expect(text).not.toMatch(/more for free shipping|unlocked free shipping/);
  });

  it('texts written in dollars use the GBP shopper’s currency', async () => {
    const {html} = await visit('/au/account/register', {country: 'GB'});
    expect(textOf(html)).toContain(
      'Sign up and receive £10 off your first purchase!',
    );
    expect(
      textOf((await visit('/au/account/register', {country: 'AU'})).html),
    ).toContain('Sign up and receive $10 off your first purchase!');
  });
});

/** The currency cookie as the market selector writes it (React Router's format: base64 JSON). */
const gbpChosen = `currency_au=${encodeURIComponent(btoa(JSON.stringify('GBP')))}`;

describe('the market selector', () => {
  it('saves the chosen currency per site for a year, readable by the server only as it was written', async () => {
    const {status, response} = await visit('/api/market', {
      method: 'POST',
      body: 'market=uk&redirectTo=/collections/dresses',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(status).toBe(303);
    expect(response.headers.get('location')).toBe('/au/collections/dresses');
    const saved = response.headers.getSetCookie();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(
      /^currency_au=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    const chosen = await visit('/au', {
      headers: {cookie: saved[0].split(';')[0]},
    });
    expect(textOf(chosen.html)).toContain('GBP');
  });

  it('shows the market in force and says why when the location decided', async () => {
    const {html} = await visit('/au', {
      country: 'AU',
      headers: {cookie: gbpChosen},
    });
    expect(
      dom(html)
        .querySelectorAll('select option[selected]')
        .map((option) => option.getAttribute('value')),
    ).toContain('row');
    expect(textOf(html)).toContain(
      'Prices are in AUD because you’re shopping from Australia.',
    );
    const chosen = await visit('/au', {headers: {cookie: gbpChosen}});
    expect(textOf(chosen.html)).not.toContain('because you’re shopping from');
  });
});

describe('accounts', () => {
  it('the reset link in the e-mail carries the shopper’s site', async () => {
    const {email} = await registered('AU', '/au');
    const recover = await new Browser('AU').post(
      '/au/account/forgot-password',
      {email},
    );
    expect(recover.status).toBe(200);
    const body = JSON.stringify(await sandbox.outbox(email));
    expect(body).toMatch(/\/au\/account\/reset\/\d+\/[A-Za-z0-9_-]+/);
  });

  it('refuses an 11th address with a clear message', async () => {
    const {browser} = await registered();
    const address = {
      intent: 'create',
      firstName: 'Ada',
      lastName: 'Tester',
      company: '',
      address2: '',
      city: 'Springfield',
      province: 'IL',
      zip: '62701',
      country: 'US',
      phone: '+12025550123',
    };
    for (let n = 1; n <= 10; n++) {
      const saved = await browser.post('/account/addresses', {
        ...address,
        address1: `${n} Orchard Lane`,
      });
      expect(saved.status, `address ${n}`).toBe(302);
    }
    const eleventh = await browser.post('/account/addresses', {
      ...address,
      address1: '11 Orchard Lane',
    });
    expect(eleventh.status).toBe(400);
    expect(textOf(eleventh.html)).toContain(
      'You can save up to 10 addresses. Please delete one before adding another.',
    );
    const book = textOf((await browser.visit('/account/addresses')).html);
    expect(book).not.toContain('11 Orchard Lane');
  });

  it('says "Your session has ended" when an expired token signed the shopper out', async () => {
    const storage = createSealedSessionStorage({
      name: 'session',
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secrets: [sandboxEnv('http://x').SESSION_SECRET],
    });
    const session = await storage.getSession();
    session.set('customerAccessToken', 'an-old-token');
    session.set(
      'customerAccessTokenExpiresAt',
      new Date(Date.now() - 60_000).toISOString(),
    );
    const browser = new Browser();
    browser.cookies.set(
      'session',
      (await storage.commitSession(session))
        .split(';')[0]
        .slice('session='.length),
    );
    const away = await browser.visit('/account/orders');
    expect(away.status).toBe(302);
    const login = await browser.visit(away.response.headers.get('Location')!);
    expect(textOf(login.html)).toContain(
      'Your session has ended. Please sign in again.',
    );
    expect(textOf((await browser.visit('/account/login')).html)).not.toContain(
      'Your session has ended.',
    );
  });
});

describe('pages', () => {
  it('a 404 page has a <title>', async () => {
    const {status, html} = await visit('/no-such-page-here');
    expect(status).toBe(404);
    expect(dom(html).querySelector('title')?.text).toMatch(
      /^Page not found \| .+$/,
    );
  });

  it('the product page shows the final-sale text under its heading and the free-shipping text from the settings', async () => {
    const data = await sandbox.storefrontData<{
      products: {nodes: {handle: string; tags: string[]}[]};
    }>('{ products(first: 200) { nodes { handle tags } } }');
    const finalSale = data.products.nodes.find((p) =>
      p.tags.includes('product-noreturn'),
    )!;
    const us = textOf(
      (await visit(`/products/${finalSale.handle}`, {country: 'US'})).html,
    );
    expect(us).toContain(
      'SITEWIDE Final sale: this item cannot be returned or exchanged.',
    );
    expect(us).toMatch(
      /Free shipping on orders over \$150\sUSD to United States\./,
    );
    // The au document leaves the heading empty: SITEWIDE by default.
    const au = textOf(
      (await visit(`/au/products/${finalSale.handle}`, {country: 'NZ'})).html,
    );
    expect(au).toContain(
      'SITEWIDE Final sale: this item cannot be returned or exchanged.',
    );
    expect(au).toMatch(
      /Free express delivery on orders over \$200\sAUD to New Zealand\./,
    );
  });
});
