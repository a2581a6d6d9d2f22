/**
 * The site content ('global') document, spec §5 "Global settings": read once into what
 * the shell renders, with every broken rule reported beside it (see `parseGlobalSettings`).
 * Field names are checked against the generated types in `prismicio-types.d.ts`.
 */
import {z} from 'zod';
import type * as Prismic from '../../../../prismicio-types';
import {positiveNumber, timestamp} from '../shape';
import {
  always,
  colour,
  fieldsOf,
  flag,
  group,
  image,
  link,
  list,
  oneOf,
  region,
  requiredImage,
  requiredLink,
  requiredText,
  text,
  textOr,
} from './fields';
import {GLOBAL_MESSAGES as M} from './messages';

export const DEFAULT_COLUMNS_DESKTOP = 3;
export const DEFAULT_COLUMNS_MOBILE = 2;
export const DEFAULT_FINAL_SALE_HEADING = 'SITEWIDE';

const REGION_COUNTRIES: Record<string, string[]> = {
  au: ['AU', 'NZ'],
  us: ['US', 'CA'],
};
const FREE_SHIPPING_PAIRS = ['au:AU', 'au:NZ', 'us:CA', 'us:US'];

const issue = (
  ctx: z.core.$RefinementCtx<unknown>,
  message: string,
  path?: (string | number)[],
) => ctx.addIssue({code: 'custom', message, path});

const slice = <T extends string, P extends z.ZodType, I extends z.ZodType>(
  type: T,
  shape: {primary?: P; items?: I},
) =>
  z.looseObject({
    slice_type: z.literal(type),
    primary: (shape.primary ?? group({region: region()})) as P,
    items: (shape.items ?? list(z.unknown())) as I,
  });

type Discriminable = z.core.$ZodTypeDiscriminable;
/** A slice zone: unknown slice types are reported and then ignored when rendering. */
const zone = <const T extends readonly [Discriminable, ...Discriminable[]]>(
  ...slices: T
) =>
  list(
    z.preprocess(
      (value) => (value && typeof value === 'object' ? value : {}),
      z.discriminatedUnion('slice_type', slices, {error: M.unknownSlice}),
    ),
  );

/** The collection grid's columns: a Select field of numbers, with the spec's default when empty. */
const columns = (allowed: number[], fallback: number, message: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '')
        return fallback;
      const n = Number(value);
      if (allowed.includes(n)) return n;
      issue(ctx, message);
      return fallback;
    });

/** Seconds per slide (carousel) or per pass (marquee); editors' numbers are clamped to something readable. */
const seconds = (fallback: number, [min, max]: [number, number]) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (typeof value !== 'number' || !Number.isFinite(value))
        issue(ctx, M.bannerSpeed);
      const n = typeof value === 'number' ? positiveNumber(value) : null;
      return n === null ? fallback : Math.min(max, Math.max(min, n));
    });

/** A free shipping threshold: a required positive whole number, null (no threshold) otherwise. */
const threshold = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      issue(ctx, M.freeShippingItems);
      return null;
    }
    if (!Number.isInteger(value) || value <= 0) {
      issue(ctx, M.freeShippingThreshold);
      return null;
    }
    return value;
  });

function schemaFor(locale: string) {
  const optionalLink = link(locale);

  // ---------- cart ----------
  const freeShippingItem = fieldsOf<Prismic.FreeShippingSliceDefaultItem>()({
    region: oneOf(['au', 'us'], M.freeShippingRegion),
    country: oneOf(['AU', 'NZ', 'US', 'CA']),
    free_shipping_threshold: threshold,
  }).superRefine((item, ctx) => {
    const allowed = (item.region && REGION_COUNTRIES[item.region]) || [
      'AU',
      'NZ',
      'US',
      'CA',
    ];
    if (!item.country || !allowed.includes(item.country))
      issue(ctx, M.freeShippingCountry, ['country']);
  }, always);

  const freeShipping = slice(
    'free_shipping' satisfies Prismic.FreeShippingSlice['slice_type'],
    {
      items: list(freeShippingItem).superRefine((items, ctx) => {
        const pairs = items.map((i) => `${i.region}:${i.country}`).sort();
        if (pairs.join() !== FREE_SHIPPING_PAIRS.join())
          issue(ctx, M.freeShippingItems);
      }, always),
    },
  );

  const miniCart = slice(
    'mini_cart' satisfies Prismic.MiniCartSlice['slice_type'],
    {
      items: list(
        fieldsOf<Prismic.MiniCartSliceDefaultItem>()({
          region: oneOf(['au', 'us'], M.miniCartRegion),
          currency_code: oneOf(['USD', 'AUD', 'GBP'], M.miniCartCurrency),
          shipping_cost_text: requiredText(M.miniCartShippingText),
          currency_disclaimer_text: requiredText(M.miniCartDisclaimerText),
        }),
      ),
    },
  );

  // ---------- footer ----------
  const subscribeFormText = slice(
    'subscribe_form_text' satisfies Prismic.SubscribeFormTextSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.SubscribeFormTextSliceDefaultPrimary>()({
        region: region(),
        top_text: requiredText(M.subscribeTopText),
        bottom_text: requiredText(M.subscribeBottomText),
      }),
    },
  );

  const linksTitles = slice(
    'links_titles' satisfies Prismic.LinksTitlesSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.LinksTitlesSliceDefaultPrimary>()({
        region: region(),
        title1: requiredText(M.linksTitle1),
        title2: requiredText(M.linksTitle2),
        title3: text,
      }),
    },
  );

  // The header variation has only label and link; the footer one also places the link.
  const secondaryLink = z.discriminatedUnion(
    'variation',
    [
      slice(
        'secondary_link' satisfies Prismic.SecondaryLinkSlice['slice_type'],
        {
          primary: fieldsOf<Prismic.SecondaryLinkSliceDefaultPrimary>()({
            label: requiredText(M.secondaryLabel),
            link: optionalLink,
            column_title: oneOf(
              ['title 1', 'title 2', 'title 3'],
              M.secondaryColumnTitle,
            ),
            region: region(M.secondaryRegion),
          }),
        },
      ).extend({
        variation: z.literal(
          'default' satisfies Prismic.SecondaryLinkSliceDefault['variation'],
        ),
      }),
      slice('secondary_link', {
        primary: fieldsOf<Prismic.SecondaryLinkSliceHeaderPrimary>()({
          region: region(),
          label: requiredText(M.secondaryLabel),
          link: optionalLink,
        }),
      }).extend({
        variation: z.literal(
          'header' satisfies Prismic.SecondaryLinkSliceHeader['variation'],
        ),
      }),
    ],
    {error: M.unknownSlice},
  );

  const socialLinks = slice(
    'social_links' satisfies Prismic.SocialLinksSlice['slice_type'],
    {
      primary: group({region: region()}),
      items: list(
        fieldsOf<Prismic.SocialLinksSliceDefaultItem>()({
          social_icon: requiredImage(M.socialImage),
          title: requiredText(M.socialTitle),
          link: requiredLink(locale, M.socialLink),
        }),
      ),
    },
  );

  // ---------- navigation ----------
  const navItem = slice(
    'nav_item' satisfies Prismic.NavItemSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.NavItemSliceDefaultPrimary>()({
        display_image_gallery: flag,
        label: requiredText(M.navLabel),
        region: region(M.navRegion),
        link: requiredLink(locale, M.navLink),
        image,
        sub_promo_banner_mobile: image,
        sub_promo_banner_desktop: image,
        sub_promo_link: optionalLink,
      }),
      items: list(
        fieldsOf<Prismic.NavItemSliceDefaultItem>()({
          region: region(),
          sub_nav_link_label: text,
          sub_nav_link: optionalLink,
          sub_nav_link_type: oneOf(['default', 'heading'], M.subNavType),
          image_mobile: image,
          image_desktop: image,
          show_in_currencies: oneOf(
            ['all', 'AUD and USD only'],
            M.showInCurrencies,
          ),
        }),
      ),
    },
  ).superRefine((nav, ctx) => {
    const gallery = nav.primary.display_image_gallery;
    nav.items.forEach((item, i) => {
      const isDefault = item.sub_nav_link_type !== 'heading';
      const at = (field: string) => ['items', i, field];
      if (gallery || isDefault) {
        if (item.sub_nav_link_label === null)
          issue(ctx, M.subNavLabel, at('sub_nav_link_label'));
        if (item.sub_nav_link === null)
          issue(ctx, M.subNavLink, at('sub_nav_link'));
      }
      if (gallery && isDefault) {
        if (item.image_mobile === null)
          issue(ctx, M.subNavMobileImage, at('image_mobile'));
        if (item.image_desktop === null)
          issue(ctx, M.subNavDesktopImage, at('image_desktop'));
      }
    });
  }, always);

  // ---------- banners ----------
  const colours = {text_colour: colour, background_colour: colour};
  const staticBanner = slice(
    'static_banner' satisfies Prismic.StaticBannerSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.StaticBannerSliceDefaultPrimary>()({
        region: region(),
        banner_text: requiredText(M.bannerText),
        banner_link: optionalLink,
        ...colours,
      }),
    },
  );
  const carouselBanner = slice(
    'carousel_banner' satisfies Prismic.CarouselBannerSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.CarouselBannerSliceDefaultPrimary>()({
        region: region(),
        speed: seconds(5, [2, 30]),
        ...colours,
      }),
      items: list(
        fieldsOf<Prismic.CarouselBannerSliceDefaultItem>()({
          banner_text: requiredText(M.bannerText),
          banner_link: optionalLink,
        }),
      ),
    },
  );
  const marqueeBanner = slice(
    'marquee_banner' satisfies Prismic.MarqueeBannerSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.MarqueeBannerSliceDefaultPrimary>()({
        region: region(),
        speed: seconds(30, [5, 120]),
        banner_text: requiredText(M.bannerText),
        banner_link: optionalLink,
        ...colours,
      }),
    },
  );

  // ---------- product page ----------
  const freeShippingText = slice(
    'free_shipping_text' satisfies Prismic.FreeShippingTextSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.FreeShippingTextSliceDefaultPrimary>()({
        text,
        include_country: flag,
        colour,
      }),
    },
  );
  const finalSale = slice(
    'final_sale' satisfies Prismic.FinalSaleSlice['slice_type'],
    {
      primary: fieldsOf<Prismic.FinalSaleSliceDefaultPrimary>()({
        text: requiredText(M.finalSaleText),
        heading: textOr(DEFAULT_FINAL_SALE_HEADING),
        colour,
      }),
    },
  );

  const cart = zone(freeShipping, miniCart).superRefine((slices, ctx) => {
    if (!slices.some((s) => s.slice_type === 'free_shipping'))
      issue(ctx, M.freeShippingItems);
  }, always);

  const pdp = zone(freeShippingText, finalSale).superRefine((slices, ctx) => {
    const types = slices.map((s) => s.slice_type).sort();
    if (types.join() !== 'final_sale,free_shipping_text')
      issue(ctx, M.pdpSlices);
  }, always);

  const data = fieldsOf<Prismic.GlobalDocument['data']>()({
    display_name: text,
    promo_banner: requiredImage(M.promoBanner),
    promo_link: optionalLink,
    promo_banner_us: image,
    seo_description: text,
    seo_image: image,
    countdown_active: flag,
    countdown_show_on_all_pages: flag,
    countdown_link: optionalLink,
    countdown_banner_text_left: text,
    countdown_banner_text_right: text,
    countdown_launch_date_time: z
      .unknown()
      .optional()
      .transform((value) => timestamp(value)),
    collection_nav: zone(navItem, secondaryLink),
    footer_nav: zone(
      linksTitles,
      secondaryLink,
      socialLinks,
      subscribeFormText,
    ),
    top_banner: zone(staticBanner, carouselBanner, marqueeBanner),
    cart,
    pdp,
    enable_view_options: flag,
    collection_columns_desktop: columns(
      [3, 4, 5],
      DEFAULT_COLUMNS_DESKTOP,
      M.columnsDesktop,
    ),
    collection_columns_mobile: columns(
      [1, 2],
      DEFAULT_COLUMNS_MOBILE,
      M.columnsMobile,
    ),
  }).superRefine((data, ctx) => {
    if (!data.countdown_active) return;
    if (data.countdown_link === null)
      issue(ctx, M.countdownLink, ['countdown_link']);
    if (data.countdown_launch_date_time === null)
      issue(ctx, M.countdownLaunchDate, ['countdown_launch_date_time']);
  }, always);

  return group({data});
}

const schemas = new Map<string, ReturnType<typeof schemaFor>>();

/** The global document's schema for one site (links resolve per site); built once per site. */
export function globalDocumentSchema(locale: string) {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = schemaFor(locale)));
  return schema;
}

export type GlobalSettings = z.output<ReturnType<typeof schemaFor>>['data'];
