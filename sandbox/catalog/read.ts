/**
 * Bulk readers over the catalog tables for other sandbox services (search, feeds).
 * A handful of whole-table queries rather than one per product, so rebuilding an
 * index after every purchase stays cheap.
 */
import type {Database} from '../db.ts';
import {
  groupBy,
  htmlToText,
  isHiddenTag,
  isUntrackedType,
  parseJson,
  type Metafields,
  type MediaRow,
  type PriceRow,
  type ProductRow,
  type SelectedOption,
  type VariantRow,
} from './rows.ts';

/** Minor units (cents); compareAt is null when the variant is not on sale. */
export type Price = {amount: number; compareAt: number | null};

export type ColourOption = {
  handle: string;
  name: string;
  parent?: string;
  href: string;
  swatch: {color?: string; image?: string};
};

export type IndexVariant = {
  id: number;
  gid: string;
  position: number;
  title: string;
  sku: string;
  options: SelectedOption[];
  inventory: number;
  /** Same rule as the Storefront API's availableForSale (gift cards are untracked). */
  available: boolean;
  prices: Record<string, Price>;
};

export type IndexProduct = {
  id: number;
  gid: string;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  descriptionHtml: string;
  descriptionText: string;
  createdAt: string;
  publishedAt: string;
  unitsSold: number;
  availableForSale: boolean;
  collections: {id: number; handle: string; title: string; position: number}[];
  /** Per currency, the cheapest variant's price and its compare-at. */
  prices: Record<string, Price>;
  variants: IndexVariant[];
  /** The custom.colors metafield, parsed ([] when absent), and its raw JSON. */
  colours: ColourOption[];
  coloursJson: string | null;
  metafields: Metafields;
  /** Sandbox-relative ("/images/products/x-1.jpg"); prefix the sandbox origin. */
  imageUrl: string | null;
  images: {url: string; alt: string | null}[];
  /** The first VIDEO media and its mp4 source (sandbox-relative). */
  video: {id: number; gid: string; url: string} | null;
  /** custom.video_url and custom.video_file metafield values, when set. */
  videoUrl: string | null;
  videoFile: string | null;
};

type MembershipRow = {
  product_id: number;
  id: number;
  handle: string;
  title: string;
  position: number;
};

/**
 * Every listed product with what a search index needs. Unpublished products and those
 * tagged `hidden` (the exchange-rate product) are left out unless includeHidden.
 */
export function listProductsForIndex(
  db: Database,
  {includeHidden = false}: {includeHidden?: boolean} = {},
): IndexProduct[] {
  const products = db
    .prepare('SELECT * FROM products ORDER BY id')
    .all() as ProductRow[];
  const variants = groupBy(
    db
      .prepare('SELECT * FROM variants ORDER BY product_id, position')
      .all() as VariantRow[],
    (v) => v.product_id,
  );
  const prices = groupBy(
    db.prepare('SELECT * FROM variant_prices').all() as PriceRow[],
    (p) => p.variant_id,
  );
  const media = groupBy(
    db
      .prepare('SELECT * FROM media ORDER BY product_id, position')
      .all() as MediaRow[],
    (m) => m.product_id,
  );
  const memberships = groupBy(
    db
      .prepare(
        'SELECT cp.product_id, c.id, c.handle, c.title, cp.position FROM collection_products cp JOIN collections c ON c.id = cp.collection_id ORDER BY c.id',
      )
      .all() as MembershipRow[],
    (m) => m.product_id,
  );

  const out: IndexProduct[] = [];
  for (const row of products) {
    const tags = parseJson<unknown[]>(row.tags, []).map(String);
    if (!includeHidden && (row.published !== 1 || tags.some(isHiddenTag)))
      continue;
    const untracked = isUntrackedType(row.product_type);
    const productVariants = (variants.get(row.id) ?? []).map(
      (v): IndexVariant => ({
        id: v.id,
        gid: `gid://shopify/ProductVariant/${v.id}`,
        position: v.position,
        title: v.title,
        sku: v.sku,
        options: parseJson<SelectedOption[]>(v.options, []),
        inventory: v.inventory,
        available: untracked || v.inventory > 0,
        prices: Object.fromEntries(
          (prices.get(v.id) ?? []).map((p) => [
            p.currency,
            {amount: p.amount, compareAt: p.compare_at},
          ]),
        ),
      }),
    );
    const metafields = parseJson<Metafields>(row.metafields, {});
    const coloursJson = metafields['custom.colors']?.value ?? null;
    const productMedia = media.get(row.id) ?? [];
    const images = productMedia
      .filter((m) => m.kind === 'IMAGE')
      .map((m) => ({url: m.url, alt: m.alt}));
    out.push({
      id: row.id,
      gid: `gid://shopify/Product/${row.id}`,
      handle: row.handle,
      title: row.title,
      productType: row.product_type,
      vendor: row.vendor,
      tags,
      descriptionHtml: row.description_html,
      descriptionText: htmlToText(row.description_html),
      createdAt: row.created_at,
      publishedAt: row.published_at,
      unitsSold: row.units_sold,
      availableForSale: productVariants.some((v) => v.available),
      collections: (memberships.get(row.id) ?? []).map(
        ({id, handle, title, position}) => ({id, handle, title, position}),
      ),
      prices: cheapestPrices(productVariants),
      variants: productVariants,
      colours: parseJson<ColourOption[]>(coloursJson, []),
      coloursJson,
      metafields,
      imageUrl: images[0]?.url ?? null,
      images,
      video: firstVideo(productMedia),
      videoUrl: metafields['custom.video_url']?.value ?? null,
      videoFile: metafields['custom.video_file']?.value ?? null,
    });
  }
  return out;
}

function cheapestPrices(variants: IndexVariant[]): Record<string, Price> {
  const out: Record<string, Price> = {};
  for (const variant of variants) {
    for (const [currency, price] of Object.entries(variant.prices)) {
      if (!out[currency] || price.amount < out[currency].amount)
        out[currency] = price;
    }
  }
  return out;
}

function firstVideo(media: MediaRow[]): IndexProduct['video'] {
  for (const row of media) {
    if (row.kind !== 'VIDEO') continue;
    const sources = parseJson<
      {url: string; format?: string; mimeType?: string}[]
    >(row.sources, []);
    const mp4 =
      sources.find((s) => s.format === 'mp4' || s.mimeType === 'video/mp4') ??
      sources[0];
    if (mp4)
      return {id: row.id, gid: `gid://shopify/Video/${row.id}`, url: mp4.url};
  }
  return null;
}
