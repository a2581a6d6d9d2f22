/**
 * The shell's content (navigation, footer, banners, cart and product-page texts) for
 * one shopper: the global settings of their site's language, read once by the schema
 * (`schemas/global.ts`: links resolved, images checked, defaults applied, issues
 * collected), then narrowed to the shopper's site (region fields), currency
 * (show_in_currencies, mini cart texts) and country (free shipping). Plain data, so the
 * shell needs no content code in the browser. When the content service is down the
 * shell is built from defaults.
 */
import {inShopperCurrency} from '~/lib/money';
import {localizePath} from '~/lib/locale-paths';
import {COUNTRY_NAMES} from '~/lib/sites';
import {DEFAULT_FOOTER_LINKS} from './defaults';
import {
  DEFAULT_COLUMNS_DESKTOP,
  DEFAULT_COLUMNS_MOBILE,
  type GlobalSettings,
} from './schemas/global';
import {inRegion, type ImageData, type LinkData} from './shape';
import {parseGlobalSettings, type ContentIssue} from './validate';

export {DEFAULT_FOOTER_LINKS};
export type {ImageData, LinkData};

export type NavSubItem =
  | {kind: 'heading'; label: string}
  | {
      kind: 'link';
      label: string;
      link: LinkData;
      imageDesktop: ImageData | null;
      imageMobile: ImageData | null;
    };

export type NavMenu = {
  label: string;
  link: LinkData;
  /** Sub links shown as pictures rather than a list. */
  gallery: boolean;
  image: ImageData | null;
  promo: {
    desktop: ImageData | null;
    mobile: ImageData | null;
    link: LinkData | null;
  } | null;
  items: NavSubItem[];
};

export type TextLink = {label: string; link: LinkData};

export type TopBanner =
  | {
      kind: 'static';
      text: string;
      link: LinkData | null;
      textColour: string | null;
      backgroundColour: string | null;
    }
  | {
      kind: 'carousel';
      seconds: number;
      items: {text: string; link: LinkData | null}[];
      textColour: string | null;
      backgroundColour: string | null;
    }
  | {
      kind: 'marquee';
      seconds: number;
      text: string;
      link: LinkData | null;
      textColour: string | null;
      backgroundColour: string | null;
    };

export type Countdown = {
  textLeft: string | null;
  textRight: string | null;
  link: LinkData | null;
  launchAt: number;
  showOnAllPages: boolean;
};

export type PdpTexts = {
  freeShippingText: {
    text: string;
    includeCountry: boolean;
    colour: string | null;
  } | null;
  finalSale: {text: string; heading: string; colour: string | null} | null;
};

export type SiteContent = {
  /** 'defaults' when the content service could not be read. */
  source: 'content' | 'defaults';
  nav: NavMenu[];
  headerLinks: TextLink[];
  /** The site-wide promotion (the US picture on the us site), shown beside menus without their own picture. */
  promoBanner: {image: ImageData; link: LinkData | null} | null;
  footer: {
    columns: {title: string; links: TextLink[]}[];
    social: {title: string; link: LinkData; icon: ImageData | null}[];
    subscribe: {topText: string | null; bottomText: string | null};
  };
  banners: TopBanner[];
  countdown: Countdown | null;
  freeShippingThreshold: number | null;
  /** Said instead of progress when the shopper's country has no free-shipping threshold. */
  freeShippingNote: string | null;
  /** The country the threshold is for, for the product page's text. */
  freeShippingCountry: string | null;
  shippingCostText: string | null;
  currencyDisclaimerText: string | null;
  pdp: PdpTexts;
  collectionColumns: {desktop: number; mobile: number};
  viewOptions: boolean;
  seo: {description: string | null; image: ImageData | null};
};

export type Shopper = {
  locale: string;
  currency: string;
  country: string;
  /** Where the shopper is, when known: free-shipping thresholds are per country. */
  location?: string | null;
};

/** Items marked 'AUD and USD only' are hidden from shoppers paying in other currencies. */
export function shownInCurrency(showInCurrencies: unknown, currency: string) {
  return (
    showInCurrencies !== 'AUD and USD only' ||
    currency === 'AUD' ||
    currency === 'USD'
  );
}

type Zone<
  K extends 'collection_nav' | 'footer_nav' | 'top_banner' | 'cart' | 'pdp',
> = GlobalSettings[K][number];
/** One kind of slice of a zone, in order; unknown slice types (already reported) drop out here. */
const slicesOf = <Z extends {slice_type: string}, T extends Z['slice_type']>(
  zone: Z[],
  type: T,
) =>
  zone.filter(
    (slice): slice is Extract<Z, {slice_type: T}> => slice.slice_type === type,
  );

function navMenus(
  zone: Zone<'collection_nav'>[],
  {locale, currency}: Shopper,
): NavMenu[] {
  return slicesOf(zone, 'nav_item').flatMap(({primary: p, items}) => {
    if (!inRegion(p.region, locale) || !p.label || !p.link) return [];
    const subItems = items.flatMap((item): NavSubItem[] => {
      if (
        !inRegion(item.region, locale) ||
        !shownInCurrency(item.show_in_currencies, currency) ||
        !item.sub_nav_link_label
      )
        return [];
      if (item.sub_nav_link_type === 'heading')
        return [{kind: 'heading', label: item.sub_nav_link_label}];
      if (!item.sub_nav_link) return [];
      return [
        {
          kind: 'link',
          label: item.sub_nav_link_label,
          link: item.sub_nav_link,
          imageDesktop: item.image_desktop,
          imageMobile: item.image_mobile,
        },
      ];
    });
    const {sub_promo_banner_desktop: desktop, sub_promo_banner_mobile: mobile} =
      p;
    return [
      {
        label: p.label,
        link: p.link,
        gallery: p.display_image_gallery,
        image: p.image,
        promo:
          desktop || mobile ? {desktop, mobile, link: p.sub_promo_link} : null,
        items: subItems,
      },
    ];
  });
}

function textLinks(
  slices: {
    primary: {label: string | null; link: LinkData | null; region: string};
  }[],
  locale: string,
): TextLink[] {
  return slices.flatMap(({primary: {label, link, region}}) =>
    label && link && inRegion(region, locale) ? [{label, link}] : [],
  );
}

const COLUMN_KEYS = [
  ['title 1', 'title1'],
  ['title 2', 'title2'],
  ['title 3', 'title3'],
] as const;

function footer(
  zone: Zone<'footer_nav'>[],
  locale: string,
): SiteContent['footer'] {
  const titles = slicesOf(zone, 'links_titles').find((s) =>
    inRegion(s.primary.region, locale),
  )?.primary;
  const secondary = slicesOf(zone, 'secondary_link').flatMap((s) =>
    s.variation === 'default' ? [s] : [],
  );
  const columns = COLUMN_KEYS.flatMap(([column, key]) => {
    const title = titles?.[key];
    const links = textLinks(
      secondary.filter((s) => s.primary.column_title === column),
      locale,
    );
    return title && links.length ? [{title, links}] : [];
  });
  const social = slicesOf(zone, 'social_links')
    .filter((s) => inRegion(s.primary.region, locale))
    .flatMap((s) => s.items)
    .flatMap((item) =>
      item.title && item.link
        ? [{title: item.title, link: item.link, icon: item.social_icon}]
        : [],
    );
  const subscribe = slicesOf(zone, 'subscribe_form_text').find((s) =>
    inRegion(s.primary.region, locale),
  )?.primary;
  return {
    columns,
    social,
    subscribe: {
      topText: subscribe?.top_text ?? null,
      bottomText: subscribe?.bottom_text ?? null,
    },
  };
}

function banners(zone: Zone<'top_banner'>[], locale: string): TopBanner[] {
  const colours = ({
    text_colour: textColour,
    background_colour: backgroundColour,
  }: {
    text_colour: string | null;
    background_colour: string | null;
  }) => ({
    textColour,
    backgroundColour,
  });
  return zone.flatMap((slice): TopBanner[] => {
    switch (slice.slice_type) {
      case 'static_banner': {
        const {banner_text: text, banner_link: link, region} = slice.primary;
        return text && inRegion(region, locale)
          ? [{kind: 'static', text, link, ...colours(slice.primary)}]
          : [];
      }
      case 'carousel_banner': {
        const items = slice.items.flatMap(
          ({banner_text: text, banner_link: link}) =>
            text ? [{text, link}] : [],
        );
        const {speed, region} = slice.primary;
        return items.length && inRegion(region, locale)
          ? [
              {
                kind: 'carousel',
                seconds: speed,
                items,
                ...colours(slice.primary),
              },
            ]
          : [];
      }
      case 'marquee_banner': {
        const {
          banner_text: text,
          banner_link: link,
          speed,
          region,
        } = slice.primary;
        return text && inRegion(region, locale)
          ? [
              {
                kind: 'marquee',
                seconds: speed,
                text,
                link,
                ...colours(slice.primary),
              },
            ]
          : [];
      }
      default:
        // Slice types the schema does not know were reported to editors and show nothing.
        return [];
    }
  });
}

function countdown(settings: GlobalSettings, now: number): Countdown | null {
  const launchAt = settings.countdown_launch_date_time;
  if (!settings.countdown_active || launchAt === null || launchAt <= now)
    return null;
  return {
    textLeft: settings.countdown_banner_text_left,
    textRight: settings.countdown_banner_text_right,
    link: settings.countdown_link,
    launchAt,
    showOnAllPages: settings.countdown_show_on_all_pages,
  };
}

function cartTexts(
  zone: Zone<'cart'>[],
  {locale, currency, country, location}: Shopper,
) {
  const thresholds = slicesOf(zone, 'free_shipping').flatMap((s) => s.items);
  // An NZ shopper pays in AUD on /au but has NZ's own threshold; a country with no row has none.
  const where = location ?? country;
  const threshold =
    thresholds.find((item) => item.region === locale && item.country === where)
      ?.free_shipping_threshold ?? null;
  const name = COUNTRY_NAMES[where] ?? where;
  const miniCart = slicesOf(zone, 'mini_cart')
    .flatMap((s) => s.items)
    .find((item) => item.region === locale && item.currency_code === currency);
  return {
    freeShippingThreshold: threshold,
    freeShippingNote:
      threshold === null && thresholds.length
        ? `Free shipping isn’t offered to ${name}.`
        : null,
    freeShippingCountry: name,
    shippingCostText: inShopperCurrency(
      miniCart?.shipping_cost_text ?? null,
      currency,
    ),
    currencyDisclaimerText: inShopperCurrency(
      miniCart?.currency_disclaimer_text ?? null,
      currency,
    ),
  };
}

function pdpTexts(zone: Zone<'pdp'>[]): PdpTexts {
  const shipping = slicesOf(zone, 'free_shipping_text')[0]?.primary;
  const sale = slicesOf(zone, 'final_sale')[0]?.primary;
  return {
    freeShippingText: shipping?.text
      ? {
          text: shipping.text,
          includeCountry: shipping.include_country,
          colour: shipping.colour,
        }
      : null,
    finalSale: sale?.text
      ? {text: sale.text, heading: sale.heading, colour: sale.colour}
      : null,
  };
}

/** The shell's content from parsed global settings, for one shopper. */
export function siteContentFor(
  settings: GlobalSettings,
  shopper: Shopper,
  {now = Date.now()}: {now?: number} = {},
): SiteContent {
  const {locale} = shopper;
  const promoImage =
    (locale === 'us' ? settings.promo_banner_us : null) ??
    settings.promo_banner;
  return {
    source: 'content',
    nav: navMenus(settings.collection_nav, shopper),
    headerLinks: textLinks(
      slicesOf(settings.collection_nav, 'secondary_link'),
      locale,
    ),
    promoBanner: promoImage
      ? {image: promoImage, link: settings.promo_link}
      : null,
    footer: footer(settings.footer_nav, locale),
    banners: banners(settings.top_banner, locale),
    countdown: countdown(settings, now),
    ...cartTexts(settings.cart, shopper),
    pdp: pdpTexts(settings.pdp),
    collectionColumns: {
      desktop: settings.collection_columns_desktop,
      mobile: settings.collection_columns_mobile,
    },
    viewOptions: settings.enable_view_options,
    seo: {description: settings.seo_description, image: settings.seo_image},
  };
}

/** The shell's content from a global settings document, for one shopper, with what editors should fix. */
export function buildSiteContent(
  doc: unknown,
  shopper: Shopper,
  options: {now?: number} = {},
): {siteContent: SiteContent; issues: ContentIssue[]} {
  const {settings, issues} = parseGlobalSettings(doc, shopper.locale);
  return {siteContent: siteContentFor(settings, shopper, options), issues};
}

const internal = (path: string, locale: string): LinkData => ({
  href: localizePath(path, locale),
  external: false,
  newTab: false,
});

/** The shell without the content service: the shop's collections as navigation and the standard pages. */
export function defaultSiteContent(
  collections: {handle: string; title: string}[],
  {locale}: {locale: string},
): SiteContent {
  return {
    source: 'defaults',
    nav: collections.map(({handle, title}) => ({
      label: title,
      link: internal(`/collections/${handle}`, locale),
      gallery: false,
      image: null,
      promo: null,
      items: [],
    })),
    headerLinks: [],
    promoBanner: null,
    footer: {
      columns: [
        {
          title: 'Customer care',
          links: DEFAULT_FOOTER_LINKS.map(({label, path}) => ({
            label,
            link: internal(path, locale),
          })),
        },
      ],
      social: [],
      subscribe: {topText: null, bottomText: null},
    },
    banners: [],
    countdown: null,
    freeShippingThreshold: null,
    freeShippingNote: null,
    freeShippingCountry: null,
    shippingCostText: null,
    currencyDisclaimerText: null,
    pdp: {freeShippingText: null, finalSale: null},
    collectionColumns: {
      desktop: DEFAULT_COLUMNS_DESKTOP,
      mobile: DEFAULT_COLUMNS_MOBILE,
    },
    viewOptions: false,
    seo: {description: null, image: null},
  };
}
