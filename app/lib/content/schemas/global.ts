/** The site content ('global') document, spec §5 "Global settings". */
import {z} from 'zod';
import {always, hasImage, image, isBlank, isLinkFilled, link, oneOf, optionalText, requiredImage, requiredLink, requiredText} from './fields';
import {GLOBAL_MESSAGES as M} from './messages';

export const DEFAULT_COLUMNS_DESKTOP = 3;
export const DEFAULT_COLUMNS_MOBILE = 2;
export const DEFAULT_FINAL_SALE_HEADING = 'SITEWIDE';

const REGION_COUNTRIES: Record<string, string[]> = {au: ['AU', 'NZ'], us: ['US', 'CA']};
const FREE_SHIPPING_PAIRS = ['au:AU', 'au:NZ', 'us:US', 'us:CA'];

const slice = <T extends string>(type: T, shape: {primary?: z.ZodType; items?: z.ZodType}) =>
  z.looseObject({
    slice_type: z.literal(type),
    primary: shape.primary ?? z.unknown(),
    items: shape.items ?? z.unknown(),
  });

const rows = <T extends z.ZodType>(item: T) => z.array(item);

// ---------- cart ----------
const freeShippingItem = z
  .looseObject({
    region: oneOf(['au', 'us'], M.freeShippingRegion),
    country: z.unknown(),
    free_shipping_threshold: z
      .number({error: M.freeShippingItems})
      .int({error: M.freeShippingThreshold})
      .positive({error: M.freeShippingThreshold}),
  })
  .superRefine((item, ctx) => {
    const allowed = REGION_COUNTRIES[String(item.region)] ?? ['AU', 'NZ', 'US', 'CA'];
    if (!allowed.includes(String(item.country))) ctx.addIssue({code: 'custom', message: M.freeShippingCountry, path: ['country']});
  }, always);

const freeShipping = slice('free_shipping', {
  items: rows(freeShippingItem).superRefine((items, ctx) => {
    const pairs = (Array.isArray(items) ? items : []).map((i) => `${i?.region}:${i?.country}`).sort();
    const complete = pairs.length === 4 && [...FREE_SHIPPING_PAIRS].sort().every((p, n) => pairs[n] === p);
    if (!complete) ctx.addIssue({code: 'custom', message: M.freeShippingItems});
  }, always),
});

const miniCart = slice('mini_cart', {
  items: rows(
    z.looseObject({
      region: oneOf(['au', 'us'], M.miniCartRegion),
      currency_code: oneOf(['USD', 'AUD', 'GBP'], M.miniCartCurrency),
      shipping_cost_text: requiredText(M.miniCartShippingText),
      currency_disclaimer_text: requiredText(M.miniCartDisclaimerText),
    }),
  ),
});

// ---------- footer ----------
const subscribeFormText = slice('subscribe_form_text', {
  primary: z.looseObject({top_text: requiredText(M.subscribeTopText), bottom_text: requiredText(M.subscribeBottomText)}),
});

const linksTitles = slice('links_titles', {
  primary: z.looseObject({title1: requiredText(M.linksTitle1), title2: requiredText(M.linksTitle2), title3: optionalText}),
});

const secondaryLink = z
  .looseObject({
    slice_type: z.literal('secondary_link'),
    variation: z.string().optional(),
    primary: z.looseObject({label: requiredText(M.secondaryLabel), link}),
  })
  .superRefine((s, ctx) => {
    // The header variation has only label and link; the footer one also places the link.
    if (s.variation === 'header') return;
    const p = (s.primary ?? {}) as Record<string, unknown>;
    if (!['title 1', 'title 2', 'title 3'].includes(String(p.column_title))) {
      ctx.addIssue({code: 'custom', message: M.secondaryColumnTitle, path: ['primary', 'column_title']});
    }
    if (!['all', 'au', 'us'].includes(String(p.region))) {
      ctx.addIssue({code: 'custom', message: M.secondaryRegion, path: ['primary', 'region']});
    }
  }, always);

const socialLinks = slice('social_links', {
  items: rows(
    z.looseObject({
      social_icon: requiredImage(M.socialImage),
      title: requiredText(M.socialTitle),
      link: requiredLink(M.socialLink),
    }),
  ),
});

// ---------- navigation ----------
const navItem = z
  .looseObject({
    slice_type: z.literal('nav_item'),
    primary: z.looseObject({
      display_image_gallery: z.boolean().nullable().optional(),
      label: requiredText(M.navLabel),
      region: oneOf(['all', 'au', 'us'], M.navRegion),
      link: requiredLink(M.navLink),
      image,
      sub_promo_banner_mobile: image,
      sub_promo_banner_desktop: image,
      sub_promo_link: link,
    }),
    items: rows(
      z.looseObject({
        sub_nav_link: link,
        sub_nav_link_type: oneOf(['default', 'heading'], M.subNavType),
        image_mobile: image,
        image_desktop: image,
        show_in_currencies: oneOf(['all', 'AUD and USD only'], M.showInCurrencies),
      }),
    ),
  })
  .superRefine((nav, ctx) => {
    const gallery = (nav.primary as {display_image_gallery?: unknown} | undefined)?.display_image_gallery === true;
    const items = Array.isArray(nav.items) ? (nav.items as Record<string, unknown>[]) : [];
    items.forEach((item, i) => {
      const isDefault = (item?.sub_nav_link_type ?? 'default') === 'default';
      const at = (field: string) => ['items', i, field];
      if (gallery || isDefault) {
        if (isBlank(item?.sub_nav_link_label)) ctx.addIssue({code: 'custom', message: M.subNavLabel, path: at('sub_nav_link_label')});
        if (!isLinkFilled(item?.sub_nav_link)) ctx.addIssue({code: 'custom', message: M.subNavLink, path: at('sub_nav_link')});
      }
      if (gallery && isDefault) {
        if (!hasImage(item?.image_mobile)) ctx.addIssue({code: 'custom', message: M.subNavMobileImage, path: at('image_mobile')});
        if (!hasImage(item?.image_desktop)) ctx.addIssue({code: 'custom', message: M.subNavDesktopImage, path: at('image_desktop')});
      }
    });
  }, always);

// ---------- banners ----------
const speed = z.number({error: M.bannerSpeed});
const staticBanner = slice('static_banner', {primary: z.looseObject({banner_text: requiredText(M.bannerText), banner_link: link})});
const carouselBanner = slice('carousel_banner', {
  primary: z.looseObject({speed}),
  items: rows(z.looseObject({banner_text: requiredText(M.bannerText), banner_link: link})),
});
const marqueeBanner = slice('marquee_banner', {
  primary: z.looseObject({speed, banner_text: requiredText(M.bannerText), banner_link: link}),
});

// ---------- product page ----------
const freeShippingText = slice('free_shipping_text', {
  primary: z.looseObject({text: optionalText, include_country: z.boolean().nullable().optional()}),
});
const finalSale = slice('final_sale', {
  primary: z.looseObject({
    text: requiredText(M.finalSaleText),
    heading: optionalText.transform((h) => (h && h.trim() ? h : DEFAULT_FINAL_SALE_HEADING)),
  }),
});

type Discriminable = z.core.$ZodTypeDiscriminable;
const zone = <const T extends readonly [Discriminable, ...Discriminable[]]>(...slices: T) =>
  z.array(z.discriminatedUnion('slice_type', slices, {error: M.unknownSlice}));

function columns(allowed: number[], fallback: number, message: string) {
  return z.unknown().transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!allowed.includes(n)) {
      ctx.addIssue({code: 'custom', message});
      return z.NEVER;
    }
    return n;
  });
}

const cart = zone(freeShipping, miniCart).superRefine((slices, ctx) => {
  const list = Array.isArray(slices) ? (slices as {slice_type?: unknown}[]) : [];
  if (!list.some((s) => s?.slice_type === 'free_shipping')) ctx.addIssue({code: 'custom', message: M.freeShippingItems});
}, always);

const pdp = zone(freeShippingText, finalSale).superRefine((slices, ctx) => {
  const types = (Array.isArray(slices) ? (slices as {slice_type?: unknown}[]) : []).map((s) => s?.slice_type).sort();
  if (types.length !== 2 || types[0] !== 'final_sale' || types[1] !== 'free_shipping_text') {
    ctx.addIssue({code: 'custom', message: M.pdpSlices});
  }
}, always);

export const globalDataSchema = z
  .looseObject({
    display_name: optionalText,
    promo_banner: requiredImage(M.promoBanner),
    promo_link: link,
    promo_banner_us: image,
    seo_description: optionalText,
    seo_image: image,
    countdown_active: z.boolean().nullable().optional(),
    countdown_show_on_all_pages: z.boolean().nullable().optional(),
    countdown_link: link,
    countdown_banner_text_left: optionalText,
    countdown_banner_text_right: optionalText,
    countdown_launch_date_time: z.string().nullable().optional(),
    collection_nav: zone(navItem, secondaryLink),
    footer_nav: zone(linksTitles, secondaryLink, socialLinks, subscribeFormText),
    top_banner: zone(staticBanner, carouselBanner, marqueeBanner),
    cart,
    pdp,
    enable_view_options: z.boolean().nullable().optional(),
    collection_columns_desktop: columns([3, 4, 5], DEFAULT_COLUMNS_DESKTOP, M.columnsDesktop),
    collection_columns_mobile: columns([1, 2], DEFAULT_COLUMNS_MOBILE, M.columnsMobile),
  })
  .superRefine((data, ctx) => {
    if (data.countdown_active !== true) return;
    if (!isLinkFilled(data.countdown_link)) ctx.addIssue({code: 'custom', message: M.countdownLink, path: ['countdown_link']});
    const launch = data.countdown_launch_date_time;
    if (typeof launch !== 'string' || Number.isNaN(Date.parse(launch.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')))) {
      ctx.addIssue({code: 'custom', message: M.countdownLaunchDate, path: ['countdown_launch_date_time']});
    }
  }, always);

export const globalDocumentSchema = z.looseObject({type: z.literal('global').optional(), data: globalDataSchema});
export type GlobalSettings = z.output<typeof globalDataSchema>;
