/**
 * The shell's content (navigation, footer, banners, cart and product-page texts) for
 * one shopper: the global settings document of their site's language, narrowed to
 * their site (region fields) and currency (show_in_currencies, mini cart texts), with
 * links resolved and images checked. Plain data, so the shell needs no content code
 * in the browser. When the content service is down the shell is built from defaults.
 */
import {inShopperCurrency} from '~/lib/money';
import {collectionColumns} from './settings';
import {DEFAULT_FINAL_SALE_HEADING} from './schemas/global';
import {DEFAULT_FOOTER_LINKS} from './defaults';
import {COUNTRY_NAMES, localizePath} from '~/lib/sites';

export {DEFAULT_FOOTER_LINKS};
import {
  asRow,
  asRows,
  bool,
  colour,
  image,
  inRegion,
  link,
  positiveNumber,
  slicesFor,
  text,
  timestamp,
  type ImageData,
  type LinkData,
  type Row,
} from './shape';

export type {ImageData, LinkData};

export type NavSubItem =
  | {kind: 'heading'; label: string}
  | {kind: 'link'; label: string; link: LinkData; imageDesktop: ImageData | null; imageMobile: ImageData | null};

export type NavMenu = {
  label: string;
  link: LinkData;
  /** Sub links shown as pictures rather than a list. */
  gallery: boolean;
  image: ImageData | null;
  promo: {desktop: ImageData | null; mobile: ImageData | null; link: LinkData | null} | null;
  items: NavSubItem[];
};

export type TextLink = {label: string; link: LinkData};

export type TopBanner =
  | {kind: 'static'; text: string; link: LinkData | null; textColour: string | null; backgroundColour: string | null}
  | {kind: 'carousel'; seconds: number; items: {text: string; link: LinkData | null}[]; textColour: string | null; backgroundColour: string | null}
  | {kind: 'marquee'; seconds: number; text: string; link: LinkData | null; textColour: string | null; backgroundColour: string | null};

export type Countdown = {textLeft: string | null; textRight: string | null; link: LinkData | null; launchAt: number; showOnAllPages: boolean};

export type PdpTexts = {
  freeShippingText: {text: string; includeCountry: boolean; colour: string | null} | null;
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
  return showInCurrencies !== 'AUD and USD only' || currency === 'AUD' || currency === 'USD';
}

function navMenus(zone: unknown, {locale, currency}: Shopper): NavMenu[] {
  return slicesFor<Row>(zone, locale)
    .filter((slice) => slice.slice_type === 'nav_item')
    .flatMap((slice) => {
      const p = asRow(slice.primary);
      const label = text(p.label);
      const target = link(p.link, locale);
      if (!label || !target) return [];
      const gallery = bool(p.display_image_gallery);
      const items = asRows(slice.items).flatMap((item): NavSubItem[] => {
        if (!inRegion(item.region, locale) || !shownInCurrency(item.show_in_currencies, currency)) return [];
        const itemLabel = text(item.sub_nav_link_label);
        if (!itemLabel) return [];
        if (item.sub_nav_link_type === 'heading') return [{kind: 'heading', label: itemLabel}];
        const itemLink = link(item.sub_nav_link, locale);
        if (!itemLink) return [];
        return [{kind: 'link', label: itemLabel, link: itemLink, imageDesktop: image(item.image_desktop), imageMobile: image(item.image_mobile)}];
      });
      const promoDesktop = image(p.sub_promo_banner_desktop);
      const promoMobile = image(p.sub_promo_banner_mobile);
      return [
        {
          label,
          link: target,
          gallery,
          image: image(p.image),
          promo: promoDesktop || promoMobile ? {desktop: promoDesktop, mobile: promoMobile, link: link(p.sub_promo_link, locale)} : null,
          items,
        },
      ];
    });
}

function textLinks(slices: Row[], locale: string): TextLink[] {
  return slices.flatMap((slice) => {
    const p = asRow(slice.primary);
    const label = text(p.label);
    const target = link(p.link, locale);
    return label && target ? [{label, link: target}] : [];
  });
}

const COLUMN_KEYS = [
  ['title 1', 'title1'],
  ['title 2', 'title2'],
  ['title 3', 'title3'],
] as const;

function footer(zone: unknown, locale: string): SiteContent['footer'] {
  const slices = slicesFor<Row>(zone, locale);
  const titles = asRow(slices.find((s) => s.slice_type === 'links_titles')?.primary);
  const secondary = slices.filter((s) => s.slice_type === 'secondary_link' && s.variation !== 'header');
  const columns = COLUMN_KEYS.flatMap(([column, key]) => {
    const title = text(titles[key]);
    const links = textLinks(
      secondary.filter((s) => asRow(s.primary).column_title === column),
      locale,
    );
    return title && links.length ? [{title, links}] : [];
  });
  const social = slices
    .filter((s) => s.slice_type === 'social_links')
    .flatMap((s) => asRows(s.items))
    .flatMap((item) => {
      const title = text(item.title);
      const target = link(item.link, locale);
      return title && target ? [{title, link: target, icon: image(item.social_icon)}] : [];
    });
  const subscribe = asRow(slices.find((s) => s.slice_type === 'subscribe_form_text')?.primary);
  return {columns, social, subscribe: {topText: text(subscribe.top_text), bottomText: text(subscribe.bottom_text)}};
}

/** Seconds per slide (carousel) or per pass (marquee); editors' numbers are clamped to something readable. */
function seconds(value: unknown, fallback: number, [min, max]: [number, number]) {
  const n = positiveNumber(value);
  return n === null ? fallback : Math.min(max, Math.max(min, n));
}

function banners(zone: unknown, locale: string): TopBanner[] {
  return slicesFor<Row>(zone, locale).flatMap((slice): TopBanner[] => {
    const p = asRow(slice.primary);
    const colours = {textColour: colour(p.text_colour), backgroundColour: colour(p.background_colour)};
    switch (slice.slice_type) {
      case 'static_banner': {
        const bannerText = text(p.banner_text);
        return bannerText ? [{kind: 'static', text: bannerText, link: link(p.banner_link, locale), ...colours}] : [];
      }
      case 'carousel_banner': {
        const items = asRows(slice.items).flatMap((item) => {
          const itemText = text(item.banner_text);
          return itemText ? [{text: itemText, link: link(item.banner_link, locale)}] : [];
        });
        return items.length ? [{kind: 'carousel', seconds: seconds(p.speed, 5, [2, 30]), items, ...colours}] : [];
      }
      case 'marquee_banner': {
        const bannerText = text(p.banner_text);
        return bannerText ? [{kind: 'marquee', seconds: seconds(p.speed, 30, [5, 120]), text: bannerText, link: link(p.banner_link, locale), ...colours}] : [];
      }
      default:
        return [];
    }
  });
}

function countdown(data: Row, locale: string, now: number): Countdown | null {
  if (!bool(data.countdown_active)) return null;
  const launchAt = timestamp(data.countdown_launch_date_time);
  if (launchAt === null || launchAt <= now) return null;
  return {
    textLeft: text(data.countdown_banner_text_left),
    textRight: text(data.countdown_banner_text_right),
    link: link(data.countdown_link, locale),
    launchAt,
    showOnAllPages: bool(data.countdown_show_on_all_pages),
  };
}

function cartTexts(zone: unknown, {locale, currency, country, location}: Shopper) {
  const slices = Array.isArray(zone) ? zone.map(asRow) : [];
  const thresholds = slices.filter((s) => s.slice_type === 'free_shipping').flatMap((s) => asRows(s.items));
  // An NZ shopper pays in AUD on /au but has NZ's own threshold; a country with no row has none.
  const where = location ?? country;
  const threshold = thresholds.find((item) => item.region === locale && item.country === where);
  const name = COUNTRY_NAMES[where] ?? where;
  const miniCart = slices
    .filter((s) => s.slice_type === 'mini_cart')
    .flatMap((s) => asRows(s.items))
    .find((item) => item.region === locale && item.currency_code === currency);
  return {
    freeShippingThreshold: positiveNumber(threshold?.free_shipping_threshold),
    freeShippingNote: positiveNumber(threshold?.free_shipping_threshold) === null && thresholds.length ? `Free shipping isn’t offered to ${name}.` : null,
    freeShippingCountry: name,
    shippingCostText: inShopperCurrency(text(miniCart?.shipping_cost_text), currency),
    currencyDisclaimerText: inShopperCurrency(text(miniCart?.currency_disclaimer_text), currency),
  };
}

function pdpTexts(zone: unknown): PdpTexts {
  const slices = Array.isArray(zone) ? zone.map(asRow) : [];
  const shipping = asRow(slices.find((s) => s.slice_type === 'free_shipping_text')?.primary);
  const sale = asRow(slices.find((s) => s.slice_type === 'final_sale')?.primary);
  const shippingText = text(shipping.text);
  const saleText = text(sale.text);
  return {
    freeShippingText: shippingText ? {text: shippingText, includeCountry: bool(shipping.include_country), colour: colour(shipping.colour)} : null,
    finalSale: saleText ? {text: saleText, heading: text(sale.heading) ?? DEFAULT_FINAL_SALE_HEADING, colour: colour(sale.colour)} : null,
  };
}

/** The shell's content from a global settings document, for one shopper. */
export function buildSiteContent(doc: unknown, shopper: Shopper, {now = Date.now()}: {now?: number} = {}): SiteContent {
  const data = asRow(asRow(doc).data);
  const {locale} = shopper;
  const headerLinks = textLinks(
    slicesFor<Row>(data.collection_nav, locale).filter((s) => s.slice_type === 'secondary_link'),
    locale,
  );
  const promoImage = image(locale === 'us' ? (data.promo_banner_us ?? data.promo_banner) : data.promo_banner) ?? image(data.promo_banner);
  return {
    source: 'content',
    nav: navMenus(data.collection_nav, shopper),
    headerLinks,
    promoBanner: promoImage ? {image: promoImage, link: link(data.promo_link, locale)} : null,
    footer: footer(data.footer_nav, locale),
    banners: banners(data.top_banner, locale),
    countdown: countdown(data, locale, now),
    ...cartTexts(data.cart, shopper),
    pdp: pdpTexts(data.pdp),
    collectionColumns: collectionColumns(data),
    viewOptions: bool(data.enable_view_options),
    seo: {description: text(data.seo_description), image: image(data.seo_image)},
  };
}

const internal = (path: string, locale: string): LinkData => ({href: localizePath(path, locale), external: false, newTab: false});

/** The shell without the content service: the shop's collections as navigation and the standard pages. */
export function defaultSiteContent(collections: {handle: string; title: string}[], {locale}: {locale: string}): SiteContent {
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
      columns: [{title: 'Customer care', links: DEFAULT_FOOTER_LINKS.map(({label, path}) => ({label, link: internal(path, locale)}))}],
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
    collectionColumns: collectionColumns(null),
    viewOptions: false,
    seo: {description: null, image: null},
  };
}
