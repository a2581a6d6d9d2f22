/**
 * What shoppers see while a backend fails: the shell (header, footer) always renders,
 * the failing part says so in words, and everything comes back once the fault clears.
 */
import {beforeAll, describe, expect} from 'vitest';
import {dom, textOf} from './helpers';
import {buyableVariants, shopper} from './cart-helpers';
import {it} from './fixtures';

function hasShell(html: string) {
  const page = dom(html);
  return (
    Boolean(
      page.querySelector('header.site-header') && page.querySelector('footer'),
    ) && textOf(html).includes('Skip to content')
  );
}

describe('a cart the commerce service cannot read', () => {
  it('leaves every page standing, with the cart said to be unavailable', async ({
    sandbox,
    shopper: s,
  }) => {
    const [{variant}] = await buyableVariants(1);
    expect((await s.add(variant.id)).status).toBe(200);
    await sandbox.faults.set({service: 'storefront', status: 500});
    for (const path of ['/', '/search?q=linen', '/pages/about', '/cart']) {
      const {status, html} = await s.get(path);
      expect({path, status}).toEqual({path, status: 200});
      expect(hasShell(html)).toBe(true);
      expect(textOf(html)).toContain('Cart (cart unavailable)');
    }
    const cart = await s.get('/cart');
    expect(textOf(cart.html)).toContain(
      'We couldn’t load your cart. Please try again.',
    );

    await sandbox.faults.clear();
    const recovered = await s.get('/');
    expect(textOf(recovered.html)).not.toContain('cart unavailable');
    expect(textOf(recovered.html)).toMatch(/Cart 1 item/);
  });

  it('also when the service answers 429 with Retry-After', async ({
    sandbox,
    shopper: s,
  }) => {
    const [{variant}] = await buyableVariants(1);
    await s.add(variant.id);
    await sandbox.faults.set({
      service: 'storefront',
      status: 429,
      retryAfter: 1,
    });
    const {status, html} = await s.get('/');
    expect(status).toBe(200);
    expect(hasShell(html)).toBe(true);
    expect(textOf(html)).toContain('Cart (cart unavailable)');
  });
});

/** What a page may say about a backend it could not reach: plain words, never a trace. */
const FRIENDLY = [
  'We couldn’t load products just now. Please try again in a moment.',
  'We couldn’t load this page just now. Please try again in a moment.',
  'We couldn’t load your cart. Please try again.',
];

const SERVICES = ['storefront', 'content', 'search'] as const;
const KINDS = {
  '500': {status: 500},
  '429 with Retry-After 30': {status: 429, retryAfter: 30},
  malformed: {malformed: true},
  // Past every deadline (storefront 8 s, content and search 6 s).
  'slow past the deadline': {latencyMs: 12_000},
} as const;

describe('every page type while a backend fails, and as soon as it recovers', () => {
  let pages: Record<string, {path: string; shows: string}>;
  let signedIn: ReturnType<typeof shopper>;

  beforeAll(async () => {
    const [{product, variant}] = await buyableVariants(1);
    pages = {
      home: {path: '/', shows: 'The Spring Edit'},
      collection: {path: '/collections/dresses', shows: 'Dresses'},
      product: {path: `/products/${product.handle}`, shows: product.title},
      search: {path: '/search?q=linen', shows: 'Search results for “linen”'},
      content: {path: '/pages/about', shows: 'About us'},
      cart: {path: '/cart', shows: variant.title},
      account: {path: '/account/details', shows: 'value="Tester"'},
    };
    signedIn = shopper();
    const email = `faults.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const registered = await signedIn.documentPost(
      new URLSearchParams({
        firstName: 'Fault',
        lastName: 'Tester',
        email,
        password: 'secret-pass-1',
      }),
      {
        path: '/account/register',
      },
    );
    expect(registered.status).toBe(302);
    expect((await signedIn.add(variant.id)).status).toBe(200);
  }, 60_000);

  for (const service of SERVICES) {
    for (const [kind, fault] of Object.entries(KINDS)) {
      it(`${service}: ${kind}`, {timeout: 60_000}, async ({sandbox}) => {
        await sandbox.faults.set({service, ...fault});
        const started = Date.now();
        const during = await Promise.all(
          Object.entries(pages).map(async ([name, page]) => ({
            name,
            ...(await signedIn.get(page.path)),
            ms: Date.now() - started,
          })),
        );
        for (const {name, status, html, ms} of during) {
          // A slow backend holds no page past its deadline: each answers before the backend would.
          if ('latencyMs' in fault)
            expect({
              name,
              answeredBeforeBackend: ms < fault.latencyMs - 1000,
            }).toEqual({name, answeredBeforeBackend: true});
          expect({name, status: [200, 503].includes(status)}).toEqual({
            name,
            status: true,
          });
          expect({name, shell: hasShell(html)}).toEqual({name, shell: true});
          const text = textOf(html);
          expect(text).not.toMatch(/Application Error|\bat .*\.js:\d+/);
          if (status === 503)
            expect(FRIENDLY.some((message) => text.includes(message))).toBe(
              true,
            );
        }

        await sandbox.faults.clear();
        for (const [name, page] of Object.entries(pages)) {
          const {status, html} = await signedIn.get(page.path);
          expect({name, status}).toEqual({name, status: 200});
          expect({
            name,
            shows:
              html.includes(page.shows) || textOf(html).includes(page.shows),
          }).toEqual({name, shows: true});
        }
      });
    }
  }
});
