import {describe, expect, it} from 'vitest';
import {dom, textOf, visit} from './helpers';

describe('the storefront shell in workerd', () => {
  it('renders the home page with header, skip link and footer', async () => {
    const {status, html} = await visit('/');
    expect(status).toBe(200);
    expect(html).toContain('href="#main-content"');
    expect(textOf(html)).toContain('Skip to content');
    expect(dom(html).querySelector('footer')).not.toBeNull();
  });

  it('serves the au site under /au', async () => {
    const {status, html} = await visit('/au');
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical"');
  });

  it('answers an unknown locale prefix with a 404 page inside the shell', async () => {
    const {status, html} = await visit('/xx/products/anything');
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Page not found');
    expect(textOf(html)).toContain('Skip to content');
  });

  it('answers an unknown product with a 404 page', async () => {
    const {status, html} = await visit('/products/no-such-product-exists');
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Page not found');
  });

  it('sends an address with a broken % escape on mended, to the not-found page inside the shell', async () => {
    const sent = await visit('/products/%E0%A4%A');
    expect(sent.status).toBe(301);
    expect(sent.response.headers.get('Location')).toBe(
      '/products/%EF%BF%BD%25A',
    );
    const {status, html} = await visit(sent.response.headers.get('Location')!);
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Page not found');
    expect(textOf(html)).toContain('Skip to content');

    const posted = await visit('/cart%zz', {
      method: 'POST',
      body: new URLSearchParams({cartFormInput: '{}'}),
      headers: {'content-type': 'application/x-www-form-urlencoded'},
    });
    expect(posted.status).toBe(400);
    expect(posted.html).toBe(
      'That address isn’t valid. Please check it and try again.',
    );
  });

  it('lists hreflang alternates for both sites', async () => {
    const {html} = await visit('/collections/dresses');
    for (const lang of [
      'en-US',
      'en-CA',
      'en-AU',
      'en-NZ',
      'en',
      'x-default',
    ]) {
      expect(html.toLowerCase()).toContain(`hreflang="${lang.toLowerCase()}"`);
    }
  });

  it('sends a strict Content-Security-Policy with a nonce', async () => {
    const {response} = await visit('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src[^;]*'nonce-/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('inlines the stylesheet in the head, so the first paint waits for no request', async () => {
    const {html} = await visit('/collections/dresses');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(
      'rel="stylesheet"',
    );
    const styles =
      dom(html).querySelector('head style#page-styles')?.innerHTML ?? '';
    // The header's own utilities are in it (it is sticky from the first paint).
    expect(styles).toMatch(/\.sticky\{position:sticky/);
    expect(styles).toMatch(
      /@font-face\{font-family:Lato;[^}]*src:url\(\/assets\/lato-latin-400-normal-[\w-]+\.woff2\)/,
    );
    // The core faces, smaller, are the ones preloaded: the page's text is inside their range.
    expect(styles).toMatch(
      /@font-face\{font-family:Lato;[^}]*src:url\(\/assets\/lato-core-400-[\w-]+\.woff2\)[^}]*unicode-range:U\+20-7E,/,
    );
    expect(
      [
        ...dom(html).querySelectorAll('head link[rel="preload"][as="font"]'),
      ].map((link) => link.getAttribute('href')),
    ).toEqual([
      expect.stringMatching(/^\/assets\/lato-core-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/lato-core-700-[\w-]+\.woff2$/),
    ]);
  });

  it('holds the page scripts back until the page has loaded, keeping the router state in place', async () => {
    const {html} = await visit('/collections/dresses');
    const page = dom(html);
    // Nothing in the HTML fetches a module while the photos and fonts load.
    expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(page.querySelectorAll('script[type="module"]')).toHaveLength(0);
    const scripts = [...page.querySelectorAll('script')].map(
      (script) => script.textContent ?? '',
    );
    const state = scripts.findIndex((code) =>
      code.startsWith('window.__reactRouterContext = {'),
    );
    const starter = scripts.findIndex((code) =>
      code.startsWith('(function(map,modules,code){'),
    );
    expect(state).toBeGreaterThanOrEqual(0);
    expect(starter).toBe(state + 1);
    expect(scripts[starter]).toContain('addEventListener("load",afterPaint');
    const modules = [...scripts[starter].matchAll(/\{"href":"([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(modules.length).toBeGreaterThan(2);
    expect(modules.some((href) => href.includes('/assets/entry.client-'))).toBe(
      true,
    );
    expect(
      modules.some((href) => href.includes('/assets/(_locale).collections.')),
    ).toBe(true);
    // React, the router and the shell's own code arrive with the client entry, not as chunks of their own.
    expect(
      modules.filter((href) =>
        /\/assets\/(react|react-dom|react-router|jsx-runtime|LocaleLink|use-cart|Drawer)-/.test(
          href,
        ),
      ),
    ).toEqual([]);
    // The module code that hydrates is carried as a string and cannot close its script early.
    expect(scripts[starter]).toContain('import(\\"/assets/entry.client-');
    expect(scripts[starter]).not.toMatch(/<\/script/i);
  });

  it('describes the search and cart pages to search engines while asking them not to index', async () => {
    const search = await visit('/search?q=linen');
    expect(search.html).toContain(
      '<meta name="description" content="Search Meadow &amp; Co. for dresses, knitwear, swim and more."/>',
    );
    expect(search.html).toContain(
      '<meta name="robots" content="noindex, follow"/>',
    );
    const cart = await visit('/cart');
    expect(cart.html).toContain(
      '<meta name="description" content="Your cart at Meadow &amp; Co.: change sizes and quantities, add a discount code and check out."/>',
    );
    expect(cart.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('serves robots.txt and a sitemap with alternates', async () => {
    const robots = await visit('/robots.txt');
    expect(robots.html).toContain('Sitemap: ');
    const sitemap = await visit('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.html).toContain('hreflang="en-AU"');
  });
});

/** The names of the root loader's values in a single-fetch answer (turbo-stream: an object maps `_<index of its key>` to the index of its value). */
function rootDataKeys(body: string): string[] {
  const table = JSON.parse(body.split('\n')[0]!) as unknown[];
  const valueOf = (at: number, key: string) => {
    const found = Object.entries(table[at] as Record<string, number>).find(
      ([name]) => table[Number(name.slice(1))] === key,
    );
    if (!found) throw new Error(`no ${key} in ${JSON.stringify(table[at])}`);
    return found[1];
  };
  const data = table[valueOf(valueOf(0, 'root'), 'data')] as Record<
    string,
    number
  >;
  return Object.keys(data).map(
    (name) => table[Number(name.slice(1))] as string,
  );
}

describe('the root data every page shares', () => {
  it('carries each value once: cart and product texts stay inside the site content, the locale stays in the address', async () => {
    for (const path of ['/_.data?_routes=root', '/au.data?_routes=root']) {
      const {status, html: body} = await visit(path);
      expect(status, path).toBe(200);
      expect(rootDataKeys(body).sort(), path).toEqual(
        [
          'origin',
          'hreflangs',
          'brand',
          'brandName',
          'region',
          'siteContent',
          'preview',
          'contentIssues',
          'cart',
          'isLoggedIn',
          'wishlist',
          'wishlistEnabled',
          'hostedSignIn',
          'signupDiscountText',
          'now',
          'analytics',
          'searchTracking',
          'errorReporting',
        ].sort(),
      );
    }
  });
});

describe('caching of pages', () => {
  it('no shared cache may keep a page or its data: they carry the shopper cart and sign-in state', async () => {
    for (const path of [
      '/',
      '/pages/about',
      '/collections/dresses',
      '/search?q=dress',
      '/au/pages/about.data',
    ]) {
      const {response} = await visit(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe(
        'private, no-store',
      );
    }
  });
});
