/**
 * The catalog rows the index is built from: the same tables the Storefront API
 * answers from, read in a handful of bulk queries so a rebuild after a purchase
 * stays in the milliseconds.
 */
import type {Database} from '../db.ts';

export type CatalogVariant = {
  id: number;
  position: number;
  title: string;
  sku: string;
  options: {name: string; value: string}[];
  inventory: number;
  /** Minor units per currency code. */
  prices: Record<string, {amount: number; compareAt: number | null}>;
};

export type CatalogProduct = {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  metafields: Record<string, {type: string; value: string}>;
  publishedAt: string;
  unitsSold: number;
  images: {url: string; alt: string | null}[];
  /** The first VIDEO media: its id (for the video file gid) and mp4 source. */
  video: {id: number; url: string} | null;
  variants: CatalogVariant[];
  collections: {id: number; handle: string; title: string; position: number}[];
};

type ProductRow = {
  id: number; handle: string; title: string; description_html: string; product_type: string; vendor: string;
  tags: string; metafields: string; published_at: string; units_sold: number;
};
type VariantRow = {id: number; product_id: number; position: number; title: string; sku: string; options: string; inventory: number};
type PriceRow = {variant_id: number; currency: string; amount: number; compare_at: number | null};
type MediaRow = {id: number; product_id: number; kind: string; url: string; alt: string | null; sources: string | null};
type MembershipRow = {product_id: number; id: number; handle: string; title: string; position: number};

function parse<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text);
    return value ?? fallback;
  } catch {
    return fallback;
  }
}

function groupBy<T extends {product_id: number}>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

/** Published products, with variants, prices, media and collections; `hidden`-tagged ones left out. */
export function readCatalog(db: Database): CatalogProduct[] {
  const products = db
    .prepare('SELECT id, handle, title, description_html, product_type, vendor, tags, metafields, published_at, units_sold FROM products WHERE published = 1 ORDER BY id')
    .all() as ProductRow[];
  const variants = groupBy(db.prepare('SELECT id, product_id, position, title, sku, options, inventory FROM variants ORDER BY product_id, position').all() as VariantRow[]);
  const prices = new Map<number, PriceRow[]>();
  for (const row of db.prepare('SELECT variant_id, currency, amount, compare_at FROM variant_prices').all() as PriceRow[]) {
    const list = prices.get(row.variant_id);
    if (list) list.push(row);
    else prices.set(row.variant_id, [row]);
  }
  const media = groupBy(db.prepare('SELECT id, product_id, kind, url, alt, sources FROM media ORDER BY product_id, position').all() as MediaRow[]);
  const memberships = groupBy(
    db
      .prepare('SELECT cp.product_id, c.id, c.handle, c.title, cp.position FROM collection_products cp JOIN collections c ON c.id = cp.collection_id ORDER BY c.id')
      .all() as MembershipRow[],
  );

  const catalog: CatalogProduct[] = [];
  for (const row of products) {
    const tags = parse<unknown[]>(row.tags, []).map(String);
    if (tags.some((tag) => tag.toLowerCase() === 'hidden')) continue;
    const productMedia = media.get(row.id) ?? [];
    const videoRow = productMedia.find((m) => m.kind === 'VIDEO');
    const videoSource = videoRow ? parse<{url?: string; format?: string}[]>(videoRow.sources ?? '[]', []) : [];
    const mp4 = videoSource.find((s) => s.format === 'mp4') ?? videoSource[0];
    catalog.push({
      id: row.id,
      handle: row.handle,
      title: row.title,
      descriptionHtml: row.description_html,
      productType: row.product_type,
      vendor: row.vendor,
      tags,
      metafields: parse(row.metafields, {}),
      publishedAt: row.published_at,
      unitsSold: row.units_sold,
      images: productMedia.filter((m) => m.kind === 'IMAGE').map((m) => ({url: m.url, alt: m.alt})),
      video: videoRow && mp4?.url ? {id: videoRow.id, url: mp4.url} : null,
      variants: (variants.get(row.id) ?? []).map((v) => ({
        id: v.id,
        position: v.position,
        title: v.title,
        sku: v.sku,
        options: parse<{name: string; value: string}[]>(v.options, []),
        inventory: v.inventory,
        prices: Object.fromEntries((prices.get(v.id) ?? []).map((p) => [p.currency, {amount: p.amount, compareAt: p.compare_at}])),
      })),
      collections: (memberships.get(row.id) ?? []).map((m) => ({id: m.id, handle: m.handle, title: m.title, position: m.position})),
    });
  }
  return catalog;
}
