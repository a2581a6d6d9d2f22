/** One test per global-settings rule of spec §5, each proving its editor-facing message. */
import {describe, expect, it} from 'vitest';
import {GLOBAL_MESSAGES as M, parseGlobalSettings} from '~/lib/content';
import {seeded, sliceOf} from './fixtures';

function check(
  mutate: (data: Record<string, any>) => void,
  file = 'global--en-us.json',
) {
  const doc = seeded(file);
  mutate(doc.data);
  return parseGlobalSettings(doc, file === 'global--en-au.json' ? 'au' : 'us');
}
const issues = (mutate: (data: Record<string, any>) => void, file?: string) =>
  check(mutate, file).issues;
const freeShipping = (d: Record<string, any>) =>
  sliceOf(d, 'cart', 'free_shipping');
const miniCart = (d: Record<string, any>) => sliceOf(d, 'cart', 'mini_cart');
const nav = (d: Record<string, any>, nth = 0) =>
  sliceOf(d, 'collection_nav', 'nav_item', nth);

describe('global settings validation', () => {
  it('accepts the seeded documents of both languages', () => {
    expect(check(() => {}).issues).toEqual([]);
    expect(check(() => {}, 'global--en-au.json').issues).toEqual([]);
  });

  it('reads every field it can in the same pass that reports the broken ones', () => {
    const result = check(
      (d) => (
        (d.promo_banner = {}),
        (nav(d).primary.label = ''),
        (miniCart(d).items[0].currency_code = 'EUR')
      ),
    );
    expect(result.issues.map((i) => i.message)).toEqual([
      M.promoBanner,
      M.navLabel,
      M.miniCartCurrency,
    ]);
    expect(result.settings.promo_banner).toBeNull();
    expect(nav(result.settings).primary).toMatchObject({
      label: null,
      link: {href: '/collections/new-arrivals'},
    });
    expect(nav(result.settings, 1).primary.label).toBe('Dresses');
    expect(miniCart(result.settings).items[0]).toMatchObject({
      currency_code: null,
      shipping_cost_text: expect.any(String),
    });
  });

  describe('free shipping', () => {
    it('needs exactly 4 items, one per country in each region', () => {
      expect(issues((d) => freeShipping(d).items.pop())).toEqual([
        {path: 'data.cart.0.items', message: M.freeShippingItems},
      ]);
      expect(
        issues((d) =>
          freeShipping(d).items.push({...freeShipping(d).items[0]}),
        ),
      ).toEqual([
        {
          path: 'data.cart.0.items',
          message:
            'Free shipping threshold is required for each country in each region',
        },
      ]);
      expect(
        issues(
          (d) =>
            (d.cart = d.cart.filter(
              (s: any) => s.slice_type !== 'free_shipping',
            )),
        ),
      ).toEqual([{path: 'data.cart', message: M.freeShippingItems}]);
    });

    it('needs a threshold for every country', () => {
      expect(
        issues(
          (d) => (freeShipping(d).items[2].free_shipping_threshold = null),
        ),
      ).toContainEqual({
        path: 'data.cart.0.items.2.free_shipping_threshold',
        message:
          'Free shipping threshold is required for each country in each region',
      });
    });

    it('takes region au or us', () => {
      expect(
        issues((d) => (freeShipping(d).items[0].region = 'nz')),
      ).toContainEqual({
        path: 'data.cart.0.items.0.region',
        message: M.freeShippingRegion,
      });
    });

    it('takes AU or NZ in au, US or CA in us', () => {
      expect(
        issues((d) => (freeShipping(d).items[0].country = 'US')),
      ).toContainEqual({
        path: 'data.cart.0.items.0.country',
        message: M.freeShippingCountry,
      });
      expect(
        issues((d) => (freeShipping(d).items[3].country = 'NZ')),
      ).toContainEqual({
        path: 'data.cart.0.items.3.country',
        message: M.freeShippingCountry,
      });
    });

    it('takes a positive whole-number threshold', () => {
      expect(
        issues((d) => (freeShipping(d).items[1].free_shipping_threshold = 0)),
      ).toEqual([
        {
          path: 'data.cart.0.items.1.free_shipping_threshold',
          message: M.freeShippingThreshold,
        },
      ]);
      expect(
        issues(
          (d) => (freeShipping(d).items[1].free_shipping_threshold = 99.5),
        ),
      ).toEqual([
        {
          path: 'data.cart.0.items.1.free_shipping_threshold',
          message: M.freeShippingThreshold,
        },
      ]);
    });
  });

  describe('mini cart', () => {
    it('takes region au or us', () => {
      expect(issues((d) => (miniCart(d).items[0].region = 'all'))).toEqual([
        {path: 'data.cart.1.items.0.region', message: M.miniCartRegion},
      ]);
    });
    it('takes currency USD, AUD or GBP', () => {
      expect(
        issues((d) => (miniCart(d).items[0].currency_code = 'EUR')),
      ).toEqual([
        {
          path: 'data.cart.1.items.0.currency_code',
          message: M.miniCartCurrency,
        },
      ]);
    });
    it('needs the shipping cost text', () => {
      expect(
        issues((d) => (miniCart(d).items[1].shipping_cost_text = null)),
      ).toEqual([
        {
          path: 'data.cart.1.items.1.shipping_cost_text',
          message: M.miniCartShippingText,
        },
      ]);
    });
    it('needs the currency disclaimer text', () => {
      expect(
        issues((d) => (miniCart(d).items[2].currency_disclaimer_text = ' ')),
      ).toEqual([
        {
          path: 'data.cart.1.items.2.currency_disclaimer_text',
          message: M.miniCartDisclaimerText,
        },
      ]);
    });
  });

  describe('footer', () => {
    const footer = (d: Record<string, any>, type: string, nth = 0) =>
      sliceOf(d, 'footer_nav', type, nth);
    const at = (d: Record<string, any>, type: string, nth = 0) =>
      d.footer_nav.indexOf(footer(d, type, nth));

    it('needs the subscribe top text', () => {
      let i = 0;
      expect(
        issues(
          (d) => (
            (i = at(d, 'subscribe_form_text')),
            (footer(d, 'subscribe_form_text').primary.top_text = '')
          ),
        ),
      ).toEqual([
        {
          path: `data.footer_nav.${i}.primary.top_text`,
          message: M.subscribeTopText,
        },
      ]);
    });
    it('needs the subscribe bottom text', () => {
      let i = 0;
      expect(
        issues(
          (d) => (
            (i = at(d, 'subscribe_form_text')),
            (footer(d, 'subscribe_form_text').primary.bottom_text = null)
          ),
        ),
      ).toEqual([
        {
          path: `data.footer_nav.${i}.primary.bottom_text`,
          message: M.subscribeBottomText,
        },
      ]);
    });
    it('needs link title 1', () => {
      expect(
        issues((d) => (footer(d, 'links_titles').primary.title1 = null)),
      ).toEqual([
        {path: 'data.footer_nav.0.primary.title1', message: M.linksTitle1},
      ]);
    });
    it('needs link title 2, while title 3 is optional', () => {
      expect(
        issues((d) => (footer(d, 'links_titles').primary.title2 = '')),
      ).toEqual([
        {path: 'data.footer_nav.0.primary.title2', message: M.linksTitle2},
      ]);
      expect(
        issues((d) => (footer(d, 'links_titles').primary.title3 = null)),
      ).toEqual([]);
    });
    it("takes secondary link column titles 'title 1' to 'title 3'", () => {
      expect(
        issues(
          (d) => (footer(d, 'secondary_link').primary.column_title = 'title 4'),
        ),
      ).toEqual([
        {
          path: 'data.footer_nav.1.primary.column_title',
          message: M.secondaryColumnTitle,
        },
      ]);
    });
    it('needs a secondary link label, in the footer and the header', () => {
      expect(
        issues((d) => (footer(d, 'secondary_link').primary.label = '')),
      ).toEqual([
        {path: 'data.footer_nav.1.primary.label', message: M.secondaryLabel},
      ]);
      const header = (d: Record<string, any>) =>
        sliceOf(d, 'collection_nav', 'secondary_link');
      let i = 0;
      expect(
        issues(
          (d) => (
            (i = d.collection_nav.indexOf(header(d))),
            (header(d).primary.label = null)
          ),
        ),
      ).toEqual([
        {
          path: `data.collection_nav.${i}.primary.label`,
          message: M.secondaryLabel,
        },
      ]);
    });
    it('takes secondary link region all, au or us', () => {
      expect(
        issues((d) => (footer(d, 'secondary_link').primary.region = 'gb')),
      ).toEqual([
        {path: 'data.footer_nav.1.primary.region', message: M.secondaryRegion},
      ]);
    });
    it('needs an icon on social links', () => {
      let i = 0;
      expect(
        issues(
          (d) => (
            (i = at(d, 'social_links')),
            (footer(d, 'social_links').items[0].social_icon = {})
          ),
        ),
      ).toEqual([
        {
          path: `data.footer_nav.${i}.items.0.social_icon`,
          message: M.socialImage,
        },
      ]);
    });
    it('needs a title on social links', () => {
      let i = 0;
      expect(
        issues(
          (d) => (
            (i = at(d, 'social_links')),
            (footer(d, 'social_links').items[1].title = null)
          ),
        ),
      ).toEqual([
        {path: `data.footer_nav.${i}.items.1.title`, message: M.socialTitle},
      ]);
    });
    it('needs a link on social links', () => {
      let i = 0;
      expect(
        issues(
          (d) => (
            (i = at(d, 'social_links')),
            (footer(d, 'social_links').items[2].link = {link_type: 'Any'})
          ),
        ),
      ).toEqual([
        {path: `data.footer_nav.${i}.items.2.link`, message: M.socialLink},
      ]);
    });
  });

  describe('navigation', () => {
    it('needs a label', () => {
      expect(issues((d) => (nav(d).primary.label = ''))).toEqual([
        {path: 'data.collection_nav.0.primary.label', message: M.navLabel},
      ]);
    });
    it('needs a region', () => {
      expect(issues((d) => (nav(d).primary.region = null))).toEqual([
        {path: 'data.collection_nav.0.primary.region', message: M.navRegion},
      ]);
    });
    it('needs a link', () => {
      expect(issues((d) => (nav(d).primary.link = {link_type: 'Any'}))).toEqual(
        [{path: 'data.collection_nav.0.primary.link', message: M.navLink}],
      );
    });
    it('needs mobile images on default sub links of an image gallery', () => {
      expect(issues((d) => (nav(d, 1).items[0].image_mobile = {}))).toEqual([
        {
          path: 'data.collection_nav.1.items.0.image_mobile',
          message: M.subNavMobileImage,
        },
      ]);
    });
    it('needs desktop images on default sub links of an image gallery', () => {
      expect(issues((d) => (nav(d, 1).items[2].image_desktop = {}))).toEqual([
        {
          path: 'data.collection_nav.1.items.2.image_desktop',
          message: M.subNavDesktopImage,
        },
      ]);
    });
    it('needs label and link on every sub link of a gallery, but only on default sub links otherwise', () => {
      // Item 0 of the first menu is a heading without a link: fine outside a gallery.
      expect(nav(seeded('global--en-us.json').data).items[0]).toMatchObject({
        sub_nav_link_type: 'heading',
        sub_nav_link: {link_type: 'Any'},
      });
      expect(
        issues((d) => (nav(d).primary.display_image_gallery = true)),
      ).toContainEqual({
        path: 'data.collection_nav.0.items.0.sub_nav_link',
        message: M.subNavLink,
      });
      expect(issues((d) => (nav(d).items[1].sub_nav_link_label = ''))).toEqual([
        {
          path: 'data.collection_nav.0.items.1.sub_nav_link_label',
          message: M.subNavLabel,
        },
      ]);
      expect(
        issues((d) => (nav(d).items[1].sub_nav_link = {link_type: 'Any'})),
      ).toEqual([
        {
          path: 'data.collection_nav.0.items.1.sub_nav_link',
          message: M.subNavLink,
        },
      ]);
      // A heading needs no images even in a gallery.
      expect(
        issues((d) =>
          Object.assign(nav(d, 1).items[0], {
            sub_nav_link_type: 'heading',
            image_mobile: {},
            image_desktop: {},
          }),
        ),
      ).toEqual([]);
    });
    it('takes sub link type heading or default', () => {
      expect(
        issues((d) => (nav(d).items[1].sub_nav_link_type = 'banner')),
      ).toEqual([
        {
          path: 'data.collection_nav.0.items.1.sub_nav_link_type',
          message: M.subNavType,
        },
      ]);
    });
    it("takes show_in_currencies 'all' or 'AUD and USD only'", () => {
      expect(
        issues((d) => (nav(d).items[1].show_in_currencies = 'GBP only')),
      ).toEqual([
        {
          path: 'data.collection_nav.0.items.1.show_in_currencies',
          message: M.showInCurrencies,
        },
      ]);
    });
  });

  describe('banners', () => {
    const banner = (d: Record<string, any>, type: string) =>
      sliceOf(d, 'top_banner', type);
    it('need their text', () => {
      expect(
        issues((d) => (banner(d, 'static_banner').primary.banner_text = '')),
      ).toEqual([
        {path: 'data.top_banner.0.primary.banner_text', message: M.bannerText},
      ]);
      expect(
        issues(
          (d) => (banner(d, 'carousel_banner').items[1].banner_text = null),
        ),
      ).toEqual([
        {path: 'data.top_banner.1.items.1.banner_text', message: M.bannerText},
      ]);
      expect(
        issues((d) => (banner(d, 'marquee_banner').primary.banner_text = null)),
      ).toEqual([
        {
          path: 'data.top_banner.2.primary.banner_text',
          message: 'Banner text is required',
        },
      ]);
    });
    it('need a speed when they move', () => {
      expect(
        issues((d) => (banner(d, 'carousel_banner').primary.speed = null)),
      ).toEqual([
        {path: 'data.top_banner.1.primary.speed', message: M.bannerSpeed},
      ]);
      expect(
        issues((d) => (banner(d, 'marquee_banner').primary.speed = null)),
      ).toEqual([
        {path: 'data.top_banner.2.primary.speed', message: M.bannerSpeed},
      ]);
    });
  });

  describe('countdown', () => {
    it('needs a link when active', () => {
      expect(
        issues(
          (d) => (d.countdown_link = {link_type: 'Any'}),
          'global--en-au.json',
        ),
      ).toEqual([{path: 'data.countdown_link', message: M.countdownLink}]);
      expect(issues((d) => (d.countdown_active = true))).toContainEqual({
        path: 'data.countdown_link',
        message: M.countdownLink,
      });
    });
    it('needs a launch date when active', () => {
      expect(
        issues(
          (d) => (d.countdown_launch_date_time = null),
          'global--en-au.json',
        ),
      ).toEqual([
        {
          path: 'data.countdown_launch_date_time',
          message: M.countdownLaunchDate,
        },
      ]);
      expect(issues((d) => (d.countdown_launch_date_time = null))).toEqual([]);
    });
  });

  describe('product page', () => {
    it('needs exactly a free shipping text and a final sale', () => {
      expect(issues((d) => d.pdp.pop())).toEqual([
        {path: 'data.pdp', message: M.pdpSlices},
      ]);
      expect(issues((d) => d.pdp.push(d.pdp[0]))).toEqual([
        {path: 'data.pdp', message: M.pdpSlices},
      ]);
      expect(issues((d) => (d.pdp = [d.pdp[1], d.pdp[1]]))).toEqual([
        {path: 'data.pdp', message: M.pdpSlices},
      ]);
    });
    it('needs the final sale text', () => {
      expect(issues((d) => (d.pdp[1].primary.text = ''))).toEqual([
        {path: 'data.pdp.1.primary.text', message: M.finalSaleText},
      ]);
    });
    it('defaults the final sale heading to SITEWIDE', () => {
      const au = check(() => {}, 'global--en-au.json');
      expect(
        seeded('global--en-au.json').data.pdp[1].primary.heading,
      ).toBeNull();
      expect(au.settings.pdp[1].primary).toMatchObject({heading: 'SITEWIDE'});
      const custom = check((d) => (d.pdp[1].primary.heading = 'FINAL SALE'));
      expect(custom.settings.pdp[1].primary).toMatchObject({
        heading: 'FINAL SALE',
      });
    });
  });

  describe('collection columns', () => {
    it('takes 3, 4 or 5 on desktop, 3 by default', () => {
      expect(issues((d) => (d.collection_columns_desktop = '6'))).toEqual([
        {path: 'data.collection_columns_desktop', message: M.columnsDesktop},
      ]);
      const fallback = check((d) => (d.collection_columns_desktop = null));
      expect(fallback.settings.collection_columns_desktop).toBe(3);
      const seededValue = check(() => {});
      expect(seededValue.settings.collection_columns_desktop).toBe(4);
    });
    it('reads a value outside the options as the default, and reports it', () => {
      const broken = check(
        (d) => (
          (d.collection_columns_desktop = '9'),
          (d.collection_columns_mobile = '7')
        ),
      );
      expect([
        broken.settings.collection_columns_desktop,
        broken.settings.collection_columns_mobile,
      ]).toEqual([3, 2]);
      expect(broken.issues.map((i) => i.message)).toEqual([
        M.columnsDesktop,
        M.columnsMobile,
      ]);
    });
    it('takes 1 or 2 on mobile, 2 by default', () => {
      expect(issues((d) => (d.collection_columns_mobile = '3'))).toEqual([
        {path: 'data.collection_columns_mobile', message: M.columnsMobile},
      ]);
      const fallback = check((d) => (d.collection_columns_mobile = null));
      expect(fallback.settings.collection_columns_mobile).toBe(2);
    });
  });

  describe('fields', () => {
    it('needs the promo banner image', () => {
      expect(issues((d) => (d.promo_banner = {}))).toEqual([
        {path: 'data.promo_banner', message: M.promoBanner},
      ]);
    });
    it('needs a uid on document links', () => {
      expect(issues((d) => delete d.promo_link.uid)).toEqual([
        {path: 'data.promo_link', message: M.documentLinkUid},
      ]);
    });
    it('needs a url on web links', () => {
      expect(
        issues((d) => (d.promo_link = {link_type: 'Web', url: ''})),
      ).toEqual([{path: 'data.promo_link', message: M.webLinkUrl}]);
    });
    it('reads a picture whose alt is not text, and reports the missing alt', () => {
      const result = check((d) => (d.seo_image.alt = 5));
      expect(result.issues).toEqual([
        {path: 'data.seo_image', message: 'Image missing alt property'},
      ]);
      expect(result.settings.seo_image).toMatchObject({alt: ''});
    });
    it('reports a picture without alt text and keeps the picture', () => {
      const result = check((d) => (d.seo_image.alt = ' '));
      expect(result.issues).toEqual([
        {path: 'data.seo_image', message: 'Image missing alt property'},
      ]);
      expect(result.settings.seo_image).toMatchObject({
        url: expect.stringMatching(/seo-share\.jpg$/),
        alt: '',
      });
    });
    it('needs a valid url on images', () => {
      expect(issues((d) => (d.seo_image.url = 'not a url'))).toEqual([
        {path: 'data.seo_image', message: M.imageUrl},
      ]);
    });
  });
});
