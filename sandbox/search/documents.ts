/**
 * One index document per product, with everything a request needs precomputed:
 * facet values, filterable fields, sort keys and prices per currency. Answering a
 * faceted search then only walks arrays; nothing is parsed per request.
 */
import type {IndexProduct} from '../catalog/read.ts';
import {isUntrackedType} from '../catalog/rows.ts';
import {createHash} from 'node:crypto';
import {sizeRank} from './sizes.ts';

/** The hosted service's own result id: a hash, distinct from `uid` (the product id the feed gave). */
export const resultId = (productId: number) =>
  createHash('md5').update(`sandbox-product-${productId}`).digest('hex');

export const FACET_FIELDS = [
  'style',
  'color',
  'fabric',
  'occasion',
  'size',
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const NUMERIC_FIELDS = [
  'ss_days_since_published',
  'ss_pct_off',
  'ga_unique_purchases',
  'ss_instock_pct',
  'ss_inventory_count',
] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];

export type Price = {price: number; compareAt: number | null; pctOff: number};

export type IndexDoc = {
  id: number;
  product: IndexProduct;
  /** Text MiniSearch indexes, by field. */
  text: {
    name: string;
    type: string;
    colour: string;
    attributes: string;
    collections: string;
    tags: string;
    description: string;
    sku: string;
  };
  facets: Record<FacetField, string[]>;
  /** Exact-match fields for filter.* and bgfilter.* (value lists, compared case-insensitively). */
  fields: Record<string, string[]>;
  numbers: Record<NumericField, number>;
  /** Major units per currency: the cheapest variant's price and its compare-at when higher. */
  prices: Record<string, Price>;
  /** Merchandised position in each collection (1-based). */
  collectionPositions: Record<string, number>;
  inStockPercent: number;
  /** Gift cards and e-vouchers are sold without counting stock. */
  tracked: boolean;
};

const DAY = 86_400_000;
const SIZE_OPTIONS = /^size$/i;

/** Values of tags "prefix:value", in tag order, without repeats. */
function tagValues(tags: string[], prefix: string): string[] {
  const values = new Set<string>();
  for (const tag of tags) {
    if (tag.toLowerCase().startsWith(`${prefix}:`)) {
      const value = tag.slice(prefix.length + 1).trim();
      if (value) values.add(value);
    }
  }
  return [...values];
}

function ownColour(product: IndexProduct): {name: string[]; family: string[]} {
  const fromTags = tagValues(product.tags, 'colour');
  const family = tagValues(product.tags, 'colour-family');
  if (fromTags.length) return {name: fromTags, family};
  const own = product.colours.find((c) => c.handle === product.handle);
  return {
    name: own?.name ? [own.name] : [],
    family: family.length ? family : own?.parent ? [own.parent] : [],
  };
}

function pricesOf(product: IndexProduct): Record<string, Price> {
  const prices: Record<string, Price> = {};
  for (const [currency, entry] of Object.entries(product.prices)) {
    const price = entry.amount / 100;
    const compareAt =
      entry.compareAt !== null && entry.compareAt > entry.amount
        ? entry.compareAt / 100
        : null;
    prices[currency] = {
      price,
      compareAt,
      pctOff: compareAt
        ? Math.round(((compareAt - price) / compareAt) * 100)
        : 0,
    };
  }
  return prices;
}

/** Sizes a shopper can buy now: a size filter should not list sold-out sizes. */
function buyableSizes(product: IndexProduct): string[] {
  const sizes = new Set<string>();
  for (const variant of product.variants) {
    const size = variant.options
      .find((o) => SIZE_OPTIONS.test(o.name))
      ?.value?.trim();
    if (size && variant.available) sizes.add(size);
  }
  return [...sizes].sort(
    (a, b) => sizeRank(a) - sizeRank(b) || a.localeCompare(b),
  );
}

export function unigram(productType: string): string {
  const last = productType.trim().toLowerCase().split(/\s+/).pop() ?? '';
  return last.replace(/[^a-z0-9-]/g, '');
}

const CLOTHING = new Set([
  'dress',
  'top',
  'knitwear',
  'outerwear',
  'pants',
  'skirt',
  'swimwear',
]);

/** Category paths for the hierarchy facet, every ancestor included ("Clothing", "Clothing>Dress"). */
function categoryPaths(productType: string): string[] {
  const type = productType.trim();
  if (!type || /^(internal|gift cards?)$/i.test(type)) return [];
  return CLOTHING.has(type.toLowerCase())
    ? ['Clothing', `Clothing>${type}`]
    : [type];
}

export function buildDocument(product: IndexProduct, now: number): IndexDoc {
  const tracked = !isUntrackedType(product.productType);
  const variantCount = product.variants.length;
  const inStock = product.variants.filter((v) => v.available).length;
  const inStockPercent = !tracked
    ? 100
    : variantCount
      ? Math.round((inStock / variantCount) * 100)
      : 0;
  const colour = ownColour(product);
  const style = tagValues(product.tags, 'style');
  const fabricTags = tagValues(product.tags, 'fabric');
  const fabric = fabricTags.length
    ? fabricTags
    : (product.metafields['custom.fabric']?.value ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(0, 1);
  const occasion = tagValues(product.tags, 'occasion');
  const prices = pricesOf(product);
  const published = Date.parse(product.publishedAt);
  const plainTags = product.tags.filter((tag) => !tag.includes(':'));

  return {
    id: product.id,
    product,
    text: {
      name: product.title,
      type: product.productType,
      colour: [...colour.name, ...colour.family].join(' '),
      attributes: [...style, ...fabric, ...occasion].join(' '),
      collections: product.collections.map((c) => c.title).join(' '),
      tags: plainTags.join(' '),
      description: product.descriptionText,
      sku: product.variants.map((v) => v.sku).join(' '),
    },
    facets: {
      style,
      color: colour.name,
      fabric,
      occasion,
      size: buyableSizes(product),
    },
    fields: {
      uid: [String(product.id)],
      id: [resultId(product.id)],
      ss_category_hierarchy: categoryPaths(product.productType),
      handle: [product.handle],
      name: [product.title],
      sku: product.variants.map((v) => v.sku).filter(Boolean),
      product_type: product.productType ? [product.productType] : [],
      brand: product.vendor ? [product.vendor] : [],
      vendor: product.vendor ? [product.vendor] : [],
      tags: product.tags,
      collection_handle: product.collections.map((c) => c.handle),
      collection_id: product.collections.map((c) => String(c.id)),
      color_family: colour.family,
      ss_available: [inStockPercent > 0 ? '1' : '0'],
      ss_is_published: ['1'],
    },
    numbers: {
      ss_days_since_published: Number.isFinite(published)
        ? Math.max(0, Math.floor((now - published) / DAY))
        : 0,
      ss_pct_off: prices.USD?.pctOff ?? Object.values(prices)[0]?.pctOff ?? 0,
      ga_unique_purchases: product.unitsSold,
      ss_instock_pct: inStockPercent,
      ss_inventory_count: product.variants.reduce(
        (sum, v) => sum + Math.max(0, v.inventory),
        0,
      ),
    },
    prices,
    collectionPositions: Object.fromEntries(
      product.collections.map((c) => [c.handle, c.position]),
    ),
    inStockPercent,
    tracked,
  };
}

/** A product's price in a currency; stores that never priced it locally fall back to US dollars, as checkout does. */
export function priceIn(doc: IndexDoc, currency: string): Price | null {
  return doc.prices[currency] ?? doc.prices.USD ?? null;
}
