/**
 * Site content served by the built worker in workerd against the sandbox's content
 * service: pages and slices as HTML, the shell from the global settings per site,
 * preview, the forms without JavaScript, the VIP gate, and the shell when content is down.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, inject} from 'vitest';
import {dom, sandbox, textOf, visit} from './helpers';
import {it} from './fixtures';

const draftId = (
  JSON.parse(
    readFileSync(
      'sandbox/content/documents/drafts/page--spring-lookbook--en-us.json',
      'utf8',
    ),
  ) as {id: string}
).id;

const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  visit(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
  });

/** The preview cookie the preview route sets, ready for a Cookie header. */
async function previewCookie() {
  const start = await fetch(
    sandbox.url(
      `/_sandbox/content/preview?documentId=${draftId}&previewUrl=${encodeURIComponent(new URL('/api/preview', inject('workerUrl')).href)}`,
    ),
    {redirect: 'manual'},
  );
  const previewUrl = new URL(start.headers.get('location')!);
  const {response, status} = await visit(
    `${previewUrl.pathname}${previewUrl.search}`,
  );
  expect(status).toBe(302);
  expect(response.headers.get('location')).toBe('/pages/spring-lookbook');
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('io.prismic.preview='))!;
  expect(cookie).toMatch(
    /^io\.prismic\.preview=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  return cookie.split(';')[0];
}

describe('home page', () => {
  it("renders the home document's slices on the server", async () => {
    const {status, html} = await visit('/');
    expect(status).toBe(200);
    for (const marker of [
      'slice-promo-full',
      'slice-tiles__grid--2',
      'slice-gallery',
      'slice-promo-split',
      'slice-tiles__grid--3',
      'slice-video',
      'slice-tiles__grid--4 slice-tiles__grid--mobile-2x2',
      'slice-aligned slice-aligned--image-right',
      'slice-spacer',
      'slice-instagram',
      'slice-ambassadors',
      'slice-text slice-text--center',
    ]) {
      expect(html, marker).toContain(marker);
    }
    const page = dom(html);
    expect(
      page
        .querySelectorAll('h1')
        .map((h1) => [h1.getAttribute('class'), h1.text]),
    ).toContainEqual(['sr-only', 'Meadow & Co.']);
    expect(html).toContain('--blocks:5');
    const sources = page
      .querySelectorAll('[srcset]')
      .map((node) => node.getAttribute('srcset')!);
    expect(
      sources.some((srcset) =>
        srcset.includes(
          '/images/content/home-hero-desktop.jpg?w=640&q=75&fit=clip 640w',
        ),
      ),
    ).toBe(true);
    // The video is a poster linking to the provider until the shopper asks for it.
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://vimeo.com/76979871"');
  });

  it('shows the au home page in en-au', async () => {
    const {html} = await visit('/au');
    expect(html).toContain('href="/au/collections/new-arrivals"');
    expect(textOf(html)).toContain('Spring sale starts in');
  });
});

describe('shell from the global settings', () => {
  it('has different navigation and footer on / and /au', async () => {
    const us = textOf((await visit('/pages/about')).html);
    const au = textOf((await visit('/au/pages/about')).html);
    expect(us).toContain('Holiday Gifting');
    expect(us).toContain('Customer Care');
    expect(us).not.toContain('Swim');
    expect(au).toContain('Swim');
    expect(au).toContain('Returns & exchanges');
    expect(au).not.toContain('Holiday Gifting');
    for (const text of [us, au])
      expect(text).toContain(
        'Sign up and receive $10 off your first purchase!',
      );
  });

  it('reserves the height of the announcement bars in the first HTML', async () => {
    const {html} = await visit('/');
    // The bar's fixed height (h-9) is in the server's markup, not added by script.
    const bars = dom(html)
      .querySelectorAll('.top-banner--static')
      .map((bar) => bar.getAttribute('class')!.split(/\s+/));
    expect(
      bars.some(
        (classes) =>
          classes[0] === 'top-banner--static' && classes.includes('h-9'),
      ),
    ).toBe(true);
    expect(html).toContain('--marquee-seconds:40s');
  });

  it("gives the cart and product pages this shopper's texts", async () => {
    const us = await (
      await fetch(new URL('/_.data', inject('workerUrl')), {
        headers: {'oxygen-buyer-country': 'US'},
      })
    ).text();
    expect(us).toContain('Shipping calculated at checkout');
    expect(us).toContain('All prices are in US dollars (USD).');
    expect(us).toContain('SITEWIDE');
    const uk = await (
      await fetch(new URL('/au.data', inject('workerUrl')), {
        headers: {'oxygen-buyer-country': 'GB'},
      })
    ).text();
    expect(uk).toContain('UK delivery from £10');
    expect(uk).not.toContain('All prices are in Australian dollars (AUD).');
  });
});

describe('content pages', () => {
  it("serves a page in the site's language and 404s for unknown ones", async () => {
    expect((await visit('/pages/shipping')).status).toBe(200);
    expect(textOf((await visit('/au/pages/shipping')).html)).toContain(
      'Shipping',
    );
    const missing = await visit('/pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain('Page not found');
    expect((await visit('/pages/bad%20uid!')).status).toBe(404);
    const home = await visit('/pages/home');
    expect(home.status).toBe(301);
    expect(home.response.headers.get('location')).toBe('/');
  });

  it('does not repeat the title when the editor opened with a main heading', async () => {
    const {html} = await visit('/pages/shipping');
    expect(dom(html).querySelectorAll('h1')).toHaveLength(1);
    const sizeGuide = await visit('/pages/size-guide');
    expect(
      dom(sizeGuide.html)
        .querySelectorAll('h1[class]')
        .map((h1) => h1.innerHTML),
    ).toContain('Size guide');
  });

  it('shows drafts only in preview, and leaves preview on exit', async () => {
    expect((await visit('/pages/spring-lookbook')).status).toBe(404);
    const cookie = await previewCookie();
    const preview = await visit('/pages/spring-lookbook', {headers: {cookie}});
    expect(preview.status).toBe(200);
    expect(preview.response.headers.get('cache-control')).toBe(
      'private, no-store',
    );
    expect(textOf(preview.html)).toContain('Preview mode.');
    expect(preview.html).toContain(
      'href="/api/exit-preview?redirect=%2Fpages%2Fspring-lookbook"',
    );
    expect(
      textOf((await visit('/pages/about', {headers: {cookie}})).html),
    ).toContain('About Meadow & Co.');

    const exit = await visit('/api/exit-preview?redirect=%2Fpages%2Fabout', {
      headers: {cookie},
    });
    expect(exit.status).toBe(302);
    expect(exit.response.headers.get('location')).toBe('/pages/about');
    expect(exit.response.headers.getSetCookie()[0]).toBe(
      'io.prismic.preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('refuses preview tokens of other repositories and never redirects off the site', async () => {
    const foreign = await visit(
      `/api/preview?token=${encodeURIComponent('https://other-repo.prismic.io/previews/x:y')}&documentId=${draftId}`,
    );
    expect(foreign.response.headers.get('location')).toBe('/');
    expect(foreign.response.headers.getSetCookie()).toEqual([]);
    const exit = await visit('/api/exit-preview?redirect=%2F%2Fevil.example', {
      headers: {referer: 'https://evil.example/'},
    });
    expect(exit.response.headers.get('location')).toBe('/');
  });

  it('shows the published page to someone whose preview token has expired', async () => {
    const expired =
      'https://fashion-sandbox.prismic.io/previews/old-session:ZReleaseGoneAway?websitePreviewId=sandbox';
    const {status, html} = await visit('/pages/about', {
      headers: {cookie: `io.prismic.preview=${encodeURIComponent(expired)}`},
    });
    expect(status).toBe(200);
    expect(textOf(html)).toContain('About us');
    expect(textOf(html)).not.toContain('About Meadow & Co.');
  });

  it('ignores a preview cookie of another repository', async () => {
    const cookie = `io.prismic.preview=${encodeURIComponent(JSON.stringify({'other-repo.prismic.io': {preview: 'https://other-repo.prismic.io/previews/x:y'}}))}`;
    expect(
      (await visit('/pages/spring-lookbook', {headers: {cookie}})).status,
    ).toBe(404);
  });
});

describe('forms without JavaScript', () => {
  it('answers a competition entry with every required-field message, then records a valid one', async () => {
    const invalid = await post('/pages/competition', {
      form: 'competition',
      phoneNumber: '12ab',
    });
    expect(invalid.status).toBe(400);
    const text = textOf(invalid.html);
    expect(text).toContain('Country is a required field.');
    expect(text).toContain(
      'Phone number should be at least 8 characters long.',
    );
    expect(text).toContain('Email address is a required field.');

    const valid = await post('/au/pages/competition', {
      form: 'competition',
      country: 'AU',
      phoneNumber: '0412345678',
      emailAddress: 'entrant@example.com',
      competitionAnswer: 'At the beach',
    });
    expect(valid.status).toBe(200);
    expect(textOf(valid.html)).toContain('Thanks for entering!');
    expect((await sandbox.forms('competition')).at(-1)?.body).toMatchObject({
      country: 'AU',
      phoneNumber: '0412345678',
      emailAddress: 'entrant@example.com',
      competitionAnswer: 'At the beach',
      locale: 'au',
      page: 'competition',
    });
  });

  it("takes only the page's own contact reasons", async () => {
    const wrong = await post('/pages/contact', {
      form: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      reason: 'Invented reason',
      message: 'Hello',
    });
    expect(wrong.status).toBe(400);
    expect(textOf(wrong.html)).toContain(
      'Please choose a reason for your enquiry.',
    );
    const right = await post('/pages/contact', {
      form: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      reason: 'Product question',
      message: 'Hello',
    });
    expect(right.status).toBe(200);
    expect((await sandbox.forms('contact')).at(-1)?.body).toMatchObject({
      name: 'Ada',
      reason: 'Product question',
      message: 'Hello',
    });
  });

  it('signs up to the newsletter from the footer form', async () => {
    const invalid = await post('/api/subscribe', {email: 'nope'});
    expect(invalid.status).toBe(400);
    expect(textOf(invalid.html)).toContain(
      'Invalid email. Please check spelling.',
    );
    const valid = await post('/api/subscribe', {email: 'footer@example.com'});
    expect(valid.status).toBe(200);
    expect(textOf(valid.html)).toContain('Thanks for signing up!');
    expect((await sandbox.forms('subscribe')).at(-1)?.body).toMatchObject({
      email: 'footer@example.com',
      page: 'footer',
      locale: 'us',
    });
  });

  it('rejects a post without a known form', async () => {
    expect((await post('/pages/contact', {form: 'other'})).status).toBe(400);
  });
});

describe('VIP collections', () => {
  it('shows the gate, not the products, until the password is given', async () => {
    const locked = await visit('/collections/vip-preview');
    expect(locked.status).toBe(200);
    expect(locked.html).not.toContain('class="product-tile ');
    expect(textOf(locked.html)).toContain('This collection is for VIPs.');
    expect(locked.html).toContain('role="timer"');

    const wrong = await post('/api/collection-password', {
      handle: 'vip-preview',
      password: 'linen',
    });
    expect(wrong.status).toBe(400);
    expect(textOf(wrong.html)).toContain('That password isn’t right.');

    const right = await post('/api/collection-password', {
      handle: 'vip-preview',
      password: 'velvet',
    });
    expect(right.status).toBe(302);
    expect(right.response.headers.get('location')).toBe(
      '/collections/vip-preview',
    );
    const cookie = right.response.headers
      .getSetCookie()
      .find((c) => c.startsWith('vip_vip-preview='))!;
    expect(cookie).toMatch(
      /^vip_vip-preview=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie).not.toContain('velvet');
    const open = await visit('/collections/vip-preview', {
      headers: {cookie: cookie.split(';')[0]},
    });
    expect(open.html).toContain('class="product-tile ');
    expect(textOf(open.html)).toContain('VIP access closes in');

    for (const value of [
      '0000',
      encodeURIComponent(btoa(JSON.stringify('vip-preview'))),
    ]) {
      const forged = await visit('/collections/vip-preview', {
        headers: {cookie: `vip_vip-preview=${value}`},
      });
      expect(forged.html).not.toContain('class="product-tile ');
    }
  });

  it('sends shoppers to the redirect collection once access has closed', async () => {
    const us = await visit('/collections/vip-archive');
    expect(us.status).toBe(302);
    expect(us.response.headers.get('location')).toBe('/collections/sale');
  });

  it("shows the editors' description on ordinary collections", async () => {
    expect(textOf((await visit('/collections/dresses')).html)).toContain(
      'Midi, maxi and mini dresses in linen, silk and cotton.',
    );
  });
});

describe('when the content service is down', () => {
  it('still serves the shell from defaults, the home page on new arrivals, and a 503 for content pages', async ({
    sandbox,
  }) => {
    await sandbox.faults.set({service: 'content', status: 500});
    // Content answers are cached for 5 seconds and may be served stale while refreshing; wait both out.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    await visit('/pages/about');
    const home = await visit('/');
    expect(home.status).toBe(200);
    const text = textOf(home.html);
    expect(text).toContain('New season, new arrivals');
    expect(text).toContain('Customer care');
    expect(home.html).toContain('href="/pages/size-guide"');
    expect(home.html).toContain('class="product-card"');
    expect((await visit('/pages/about')).status).toBe(503);
  }, 40_000);
});
