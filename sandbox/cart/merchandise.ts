/**
 * ProductVariant objects (with their Product and Image) built straight from catalog rows,
 * priced in one currency. Cart lines, order line items and anything else that hands a
 * variant back to the Storefront executor use this, so a variant looks the same everywhere.
 */
import type {Database} from '../db.ts';
import {money} from './money.ts';

type VariantRow = {
  id: number;
  product_id: number;
  title: string;
  sku: string;
  options: string;
  inventory: number;
  requires_shipping: number;
  image_id: number | null;
  handle: string;
  product_title: string;
  product_type: string;
  vendor: string;
  tags: string;
  description_html: string;
  created_at: string;
  published_at: string;
};

type MediaRow = {
  id: number;
  url: string;
  alt: string | null;
  width: number;
  height: number;
};

export type VariantFacts = {
  id: number;
  productId: number;
  productTitle: string;
  productType: string;
  handle: string;
  title: string;
  sku: string;
  inventory: number;
  requiresShipping: boolean;
  options: {name: string; value: string}[];
  /** Gift cards and e-vouchers are sold without counting stock. */
  tracked: boolean;
  price: number;
  compareAt: number | null;
  currency: string;
  image: MediaRow | null;
};

const UNTRACKED_TYPES = /^(gift ?cards?|e-?vouchers?)$/i;

export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
export const productGid = (id: number) => `gid://shopify/Product/${id}`;

/** Numeric id of a ProductVariant gid (or a bare number); undefined for anything else. */
export function parseVariantId(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  const match = /^(?:gid:\/\/shopify\/ProductVariant\/)?(\d{1,15})$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

export function variantFacts(
  db: Database,
  id: number,
  currency: string,
): VariantFacts | undefined {
  const row = db
    .prepare(
      `SELECT v.*, p.handle, p.title AS product_title, p.product_type, p.vendor, p.tags,
              p.description_html, p.created_at, p.published_at
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ? AND p.published = 1`,
    )
    .get(id) as VariantRow | undefined;
  if (!row) return undefined;
  const price = (db
    .prepare(
      'SELECT amount, compare_at, currency FROM variant_prices WHERE variant_id = ? AND currency IN (?, ?) ORDER BY currency = ? DESC LIMIT 1',
    )
    .get(id, currency, 'USD', currency) ?? {
    amount: 0,
    compare_at: null,
    currency,
  }) as {amount: number; compare_at: number | null; currency: string};
  const image = (
    row.image_id
      ? db
          .prepare('SELECT id, url, alt, width, height FROM media WHERE id = ?')
          .get(row.image_id)
      : db
          .prepare(
            "SELECT id, url, alt, width, height FROM media WHERE product_id = ? AND kind = 'IMAGE' ORDER BY position LIMIT 1",
          )
          .get(row.product_id)
  ) as MediaRow | undefined;
  return {
    id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    productType: row.product_type,
    handle: row.handle,
    title: row.title,
    sku: row.sku,
    inventory: row.inventory,
    requiresShipping: row.requires_shipping === 1,
    options: (JSON.parse(row.options) as {name: string; value: string}[]).map(
      (o) => ({name: o.name, value: o.value}),
    ),
    tracked: !UNTRACKED_TYPES.test(row.product_type.trim()),
    price: price.amount,
    compareAt: price.compare_at,
    currency: price.currency,
    image: image ?? null,
  };
}

/** How many more of this variant can be sold right now. */
export const sellable = (facts: VariantFacts) =>
  facts.tracked ? Math.max(0, facts.inventory) : Number.MAX_SAFE_INTEGER;

function imageObject(media: MediaRow | null, origin: string) {
  if (!media) return null;
  const url = media.url.startsWith('/') ? `${origin}${media.url}` : media.url;
  return {
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${media.id}`,
    url,
    src: url,
    originalSrc: url,
    transformedSrc: url,
    altText: media.alt,
    width: media.width,
    height: media.height,
    thumbhash: null,
  };
}

const emptyConnection = () => ({
  nodes: [],
  edges: [],
  pageInfo: {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
  },
});

/** The ProductVariant as the Storefront API returns it, priced in facts.currency. */
export function variantObject(
  db: Database,
  facts: VariantFacts,
  origin: string,
) {
  const product = db
    .prepare('SELECT * FROM products WHERE id = ?')
    .get(facts.productId) as Record<string, any>;
  const image = imageObject(facts.image, origin);
  const available = facts.tracked ? facts.inventory > 0 : true;
  const price = money(facts.price, facts.currency);
  const compareAt =
    facts.compareAt != null && facts.compareAt > facts.price
      ? money(facts.compareAt, facts.currency)
      : null;
  return {
    __typename: 'ProductVariant',
    id: variantGid(facts.id),
    title: facts.title,
    sku: facts.sku,
    barcode: null,
    availableForSale: available,
    currentlyNotInStock: !available,
    quantityAvailable: facts.tracked ? Math.max(0, facts.inventory) : null,
    price,
    priceV2: price,
    compareAtPrice: compareAt,
    compareAtPriceV2: compareAt,
    requiresShipping: facts.requiresShipping,
    selectedOptions: facts.options,
    image,
    taxable: true,
    weight: 0,
    weightUnit: 'KILOGRAMS',
    unitPrice: null,
    unitPriceMeasurement: null,
    requiresComponents: false,
    quantityRule: {minimum: 1, maximum: null, increment: 1},
    shopPayInstallmentsPricing: null,
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
    components: emptyConnection,
    groupedBy: emptyConnection,
    quantityPriceBreaks: emptyConnection,
    sellingPlanAllocations: emptyConnection,
    storeAvailability: emptyConnection,
    product: {
      __typename: 'Product',
      id: productGid(facts.productId),
      handle: product.handle,
      title: product.title,
      productType: product.product_type,
      vendor: product.vendor,
      tags: JSON.parse(product.tags),
      descriptionHtml: product.description_html,
      description: String(product.description_html).replace(/<[^>]*>/g, ''),
      createdAt: product.created_at,
      publishedAt: product.published_at,
      updatedAt: product.published_at,
      isGiftCard: !facts.tracked,
      onlineStoreUrl: null,
      featuredImage: image,
      trackingParameters: null,
    },
  };
}
