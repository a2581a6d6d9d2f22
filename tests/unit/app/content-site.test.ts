/**
 * The shell's content from the global settings: what each shopper sees in the
 * navigation, footer, banners, cart and product page, and the defaults when the
 * content service is down.
 */
import {describe, expect, it} from 'vitest';
import {
  buildSiteContent,
  defaultSiteContent,
  shownInCurrency,
} from '~/lib/content/site-content';
import {seeded, sliceOf} from '../lib/content/fixtures';

const us = seeded('global--en-us.json');
const au = seeded('global--en-au.json');
const NOW = Date.parse('2026-06-01T00:00:00Z');
const build = (
  doc: unknown,
  shopper: {locale: string; currency: string; country: string},
) => buildSiteContent(doc, shopper, {now: NOW}).siteContent;
const usShopper = {locale: 'us', currency: 'USD', country: 'US'};
const auShopper = {locale: 'au', currency: 'AUD', country: 'AU'};
const ukShopper = {locale: 'au', currency: 'GBP', country: 'GB'};

describe('navigation', () => {
  it("differs between the sites and keeps only each site's items", () => {
    expect(build(us, usShopper).nav.map((m) => m.label)).toEqual([
      'New Arrivals',
      'Dresses',
      'Knitwear',
      'Holiday Gifting',
      'Sale',
    ]);
    expect(build(au, auShopper).nav.map((m) => m.label)).toEqual([
      'New In',
      'Dresses',
      'Swim',
      'Knitwear',
      'Sale',
    ]);
  });

  it('resolves links for the site, with the /au prefix on au', () => {
    expect(build(us, usShopper).nav[0].link).toEqual({
      href: '/collections/new-arrivals',
      external: false,
      newTab: false,
    });
    expect(build(au, auShopper).nav[0].link.href).toBe(
      '/au/collections/new-arrivals',
    );
  });

  it('keeps headings and sub links in order, with gallery pictures', () => {
    const [newIn, dresses] = build(us, usShopper).nav;
    expect(newIn.items[0]).toEqual({
      kind: 'heading',
      label: 'Shop by category',
    });
    expect(newIn.items[1]).toMatchObject({
      kind: 'link',
      label: 'All new arrivals',
    });
    expect(dresses.gallery).toBe(true);
    expect(
      dresses.items.every(
        (item) => item.kind === 'link' && item.imageDesktop?.url,
      ),
    ).toBe(true);
    expect(dresses.promo?.desktop?.alt).toBeTruthy();
  });

  it("hides 'AUD and USD only' items from shoppers paying in pounds", () => {
    const labels = (shopper: typeof auShopper) =>
      build(au, shopper).nav[0].items.map((item) => item.label);
    expect(labels(auShopper)).toContain('VIP preview');
    expect(labels(ukShopper)).not.toContain('VIP preview');
    expect(shownInCurrency('AUD and USD only', 'USD')).toBe(true);
    expect(shownInCurrency('all', 'GBP')).toBe(true);
  });

  it('drops a nav item without label or link instead of failing', () => {
    const broken = seeded('global--en-us.json');
    broken.data.collection_nav[0].primary.label = '';
    broken.data.collection_nav[1].primary.link = {link_type: 'Any'};
    broken.data.collection_nav[2].items = 'not a list';
    const nav = build(broken, usShopper).nav;
    expect(nav.map((m) => m.label)).toEqual([
      'Knitwear',
      'Holiday Gifting',
      'Sale',
    ]);
    expect(nav[0].items).toEqual([]);
  });

  it('lists the header links of the site', () => {
    expect(build(us, usShopper).headerLinks.map((l) => l.label)).toEqual([
      'Help',
      'Size guide',
    ]);
    expect(build(au, auShopper).headerLinks).toEqual([
      {
        label: 'Stockists',
        link: {href: '/au/pages/contact', external: false, newTab: false},
      },
      {
        label: 'Afterpay',
        link: {
          href: 'https://www.afterpay.com/en-AU',
          external: true,
          newTab: true,
        },
      },
    ]);
  });

  it('uses the US promo banner on the us site', () => {
    expect(build(us, usShopper).promoBanner?.image.url).toMatch(
      /promo-banner-us\.jpg$/,
    );
    expect(build(au, auShopper).promoBanner?.image.url).toMatch(
      /promo-banner-au\.jpg$/,
    );
  });
});

describe('footer', () => {
  it('puts each secondary link under its column title, for the site only', () => {
    const footer = build(us, usShopper).footer;
    expect(
      footer.columns.map((c) => [c.title, c.links.map((l) => l.label)]),
    ).toEqual([
      ['Customer Care', ['Shipping', 'Returns', 'Size guide', 'Contact us']],
      ['About Us', ['Our story', 'Win a wardrobe', 'Text alerts']],
      ['Follow Us', ['Klarna']],
    ]);
    const auFooter = build(au, auShopper).footer;
    expect(auFooter.columns.map((c) => c.title)).toEqual(['Help', 'Company']);
    expect(auFooter.columns[0].links.map((l) => l.label)).toContain('Afterpay');
  });

  it('has social links with icons and the subscribe texts', () => {
    const footer = build(us, usShopper).footer;
    expect(footer.social.map((s) => s.title)).toEqual([
      'Instagram',
      'TikTok',
      'Pinterest',
    ]);
    expect(footer.social[0].icon?.alt).toBe('Instagram');
    expect(footer.subscribe.topText).toBe(
      'Sign up and receive $10 off your first purchase!',
    );
  });
});

describe('banners', () => {
  it('shows the static and marquee banners on us and the static and carousel ones on au', () => {
    expect(build(us, usShopper).banners.map((b) => b.kind)).toEqual([
      'static',
      'marquee',
    ]);
    expect(build(au, auShopper).banners.map((b) => b.kind)).toEqual([
      'static',
      'carousel',
    ]);
  });

  it("keeps the editors' speed and colours", () => {
    const carousel = build(au, auShopper).banners[1];
    expect(carousel).toMatchObject({
      kind: 'carousel',
      seconds: 5,
      textColour: '#1f3d2b',
      backgroundColour: '#f3efe7',
    });
    expect(
      carousel.kind === 'carousel' && carousel.items.map((i) => i.text),
    ).toEqual([
      'Afterpay available at checkout',
      '30-day returns on full-price styles',
      'Join the SMS VIP club for early access',
    ]);
    expect(build(us, usShopper).banners[1]).toMatchObject({
      kind: 'marquee',
      seconds: 40,
    });
  });

  it('never passes anything but a hex colour to styles', () => {
    const doc = seeded('global--en-us.json');
    doc.data.top_banner[0].primary.background_colour = 'red;background:url(x)';
    expect(build(doc, usShopper).banners[0]).toMatchObject({
      backgroundColour: null,
    });
  });

  it('shows the countdown while it is active and before its launch', () => {
    expect(build(us, usShopper).countdown).toBeNull();
    expect(build(au, auShopper).countdown).toEqual({
      textLeft: 'Spring sale starts in',
      textRight: 'VIPs shop first',
      link: {
        href: '/au/collections/vip-preview',
        external: false,
        newTab: false,
      },
      launchAt: Date.parse('2036-09-01T00:00:00Z'),
      showOnAllPages: false,
    });
    expect(
      buildSiteContent(au, auShopper, {now: Date.parse('2037-01-01T00:00:00Z')})
        .siteContent.countdown,
    ).toBeNull();
  });
});

describe('cart and product page texts', () => {
  it('gives each shopper the free shipping threshold of their country', () => {
    expect(build(us, usShopper).freeShippingThreshold).toBe(150);
    expect(build(us, {...usShopper, country: 'CA'}).freeShippingThreshold).toBe(
      200,
    );
    expect(build(au, {...auShopper, country: 'NZ'}).freeShippingThreshold).toBe(
      200,
    );
    expect(build(au, ukShopper).freeShippingThreshold).toBeNull();
  });

  it('gives the mini cart texts of the site and currency', () => {
    expect(build(us, usShopper)).toMatchObject({
      shippingCostText: 'Shipping calculated at checkout',
      currencyDisclaimerText: 'All prices are in US dollars (USD).',
    });
    expect(build(au, auShopper).shippingCostText).toBe(
      'Free express delivery over $150',
    );
    expect(build(au, ukShopper)).toMatchObject({
      shippingCostText: 'UK delivery from £10',
      currencyDisclaimerText:
        'Prices are shown and charged in British pounds (GBP).',
    });
  });

  it('reads the product page slices, with the final sale heading defaulting to SITEWIDE', () => {
    expect(build(us, usShopper).pdp).toEqual({
      freeShippingText: {
        text: 'Free shipping on orders over',
        includeCountry: true,
        colour: '#1f3d2b',
      },
      finalSale: {
        text: 'Final sale: this item cannot be returned or exchanged.',
        heading: 'SITEWIDE',
        colour: '#a4262c',
      },
    });
    expect(build(au, auShopper).pdp.finalSale?.heading).toBe('SITEWIDE');
  });

  it('reads the collection columns and view options with their defaults', () => {
    expect(build(us, usShopper)).toMatchObject({
      collectionColumns: {desktop: 4, mobile: 2},
      viewOptions: true,
    });
  });

  it("offers no threshold the editors' rules reject, and says so", () => {
    const doc = seeded('global--en-us.json');
    sliceOf(
      doc.data,
      'cart',
      'free_shipping',
    ).items[2].free_shipping_threshold = 99.5;
    const {siteContent, issues} = buildSiteContent(doc, usShopper, {now: NOW});
    expect(siteContent).toMatchObject({
      freeShippingThreshold: null,
      freeShippingNote: 'Free shipping isn’t offered to United States.',
    });
    expect(issues).toEqual([
      {
        path: 'data.cart.0.items.2.free_shipping_threshold',
        message: 'Free shipping threshold must be a positive whole number',
      },
    ]);
  });
});

describe('without the content service', () => {
  it("builds the navigation from the shop's collections and the footer from the standard pages", () => {
    const shell = defaultSiteContent([{handle: 'dresses', title: 'Dresses'}], {
      locale: 'au',
    });
    expect(shell.source).toBe('defaults');
    expect(shell.nav).toEqual([
      {
        label: 'Dresses',
        link: {href: '/au/collections/dresses', external: false, newTab: false},
        gallery: false,
        image: null,
        promo: null,
        items: [],
      },
    ]);
    expect(shell.footer.columns[0].links.map((l) => l.link.href)).toEqual([
      '/au/pages/about',
      '/au/pages/shipping',
      '/au/pages/returns',
      '/au/pages/size-guide',
      '/au/pages/contact',
    ]);
    expect(shell.banners).toEqual([]);
  });

  it('survives a document of the wrong shape', () => {
    const mystery = {slice_type: 'mystery'};
    const zones = {
      collection_nav: [mystery, 'x'],
      footer_nav: [null, 1, mystery],
      top_banner: [mystery],
      cart: [mystery],
      pdp: [mystery, []],
    };
    for (const doc of [
      null,
      {},
      {data: null},
      {
        data: {
          collection_nav: 'x',
          footer_nav: [null, 1],
          top_banner: {},
          cart: 'x',
          pdp: null,
        },
      },
      {data: zones},
    ]) {
      const shell = build(doc, usShopper);
      expect(shell.nav).toEqual([]);
      expect(shell.footer.columns).toEqual([]);
      expect(shell.collectionColumns).toEqual({desktop: 3, mobile: 2});
    }
  });
});

it('fixtures still carry the slices these tests read', () => {
  expect(sliceOf(us.data, 'top_banner', 'marquee_banner')).toBeTruthy();
});
