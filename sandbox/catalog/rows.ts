/**
 * Row shapes of the catalog tables and the few rules every reader must agree on
 * (what counts as hidden, which products sell without counting stock), so the
 * Storefront API, search and checkout never disagree about a product.
 */
export type ProductRow = {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  product_type: string;
  vendor: string;
  tags: string;
  metafields: string;
  published: number;
  created_at: string;
  published_at: string;
  units_sold: number;
};

export type VariantRow = {
  id: number;
  product_id: number;
  position: number;
  title: string;
  sku: string;
  options: string;
  inventory: number;
  requires_shipping: number;
  image_id: number | null;
};

export type PriceRow = {
  variant_id: number;
  currency: string;
  amount: number;
  compare_at: number | null;
};

export type MediaRow = {
  id: number;
  product_id: number;
  position: number;
  kind: 'IMAGE' | 'VIDEO' | 'EXTERNAL_VIDEO' | 'MODEL_3D';
  url: string;
  alt: string | null;
  width: number;
  height: number;
  host: string | null;
  origin_url: string | null;
  embed_url: string | null;
  sources: string | null;
};

export type CollectionRow = {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  image_url: string | null;
  updated_at: string;
};

export type Metafields = Record<string, {type: string; value: string}>;
export type SelectedOption = {name: string; value: string};

/** The currencies every variant is priced in. */
export const CURRENCIES = ['USD', 'AUD', 'GBP', 'NZD', 'CAD', 'EUR'] as const;

/** Gift cards are sold without counting stock, as on Shopify. Same rule as the cart's. */
const UNTRACKED_TYPES = /^(gift ?cards?|e-?vouchers?)$/i;
export const isUntrackedType = (productType: string) =>
  UNTRACKED_TYPES.test(productType.trim());

export const isHiddenTag = (tag: string) =>
  tag.trim().toLowerCase() === 'hidden';

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

export const htmlToText = (html: string) =>
  html
    .replace(/<\/(p|li|h\d|div)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
