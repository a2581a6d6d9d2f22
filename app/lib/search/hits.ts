/**
 * A product as the search service returns it ("hit"), read into what a product tile
 * shows. The index stores many values as text (JSON strings, '1'/'0', numbers as
 * strings) and any of them may be missing or malformed: reading never throws, and a
 * hit without a handle or a name is dropped, as no tile can show it.
 */

import type {Money} from '~/lib/money';
import {featuredOffers, productBadge, type Badge} from '~/lib/badges';
import {sortBySize} from '~/lib/sizes';

export type Currency = string;

/** A hit's click data: the search service's opaque data and signature, sent back unchanged. */
export type ClickData = {data: string; signature: string};

/**
 * A colour of a product. Every tile's colours travel in a listing's route data, so what
 * can be worked out is left out: the address is kept only where the catalogue gives
 * another than the colour's own product page (read it through `colourPath`).
 */
export type ColourOption = {
  handle: string;
  name: string;
  href?: string;
  swatch: {color?: string; image?: string};
};

/** A colour's own product page. */
const ownPath = (handle: string) => `/products/${handle}`;

/** Where a colour's swatch leads: its own product page, unless the catalogue says otherwise. */
export const colourPath = (colour: ColourOption) =>
  colour.href ?? ownPath(colour.handle);

/**
 * A size on a tile: what its quick-add button needs and nothing more. Every tile is
 * sent in the page's route data, so fields no tile shows (per-size prices, parent ids)
 * are left behind: at 48 tiles of several sizes they were most of the listing's data.
 */
export type TileVariant = {
  /** The Storefront API's global id, what the cart adds. */
  id: string;
  size: string;
  /** null when the shop does not track stock for the variant. */
  inventoryQuantity: number | null;
};

export type SearchProduct = {
  id: string;
  handle: string;
  title: string;
  sku: string;
  imageUrl: string;
  productType: string;
  price: Money;
  compareAtPrice: Money | null;
  colors: ColourOption[];
  /** Worked out here from the tags and prices, so the tile's code and data carry no tags. */
  badge: Badge | null;
  /** Featured-offer lines, from the tags. */
  offers: string[];
  /** Smallest size first. */
  variants: TileVariant[];
  inStock: boolean;
  videoUrl: string | null;
  videoInCollection: boolean;
  /** Click data the service's tracking script sends back on tile mouse-down. */
  tracking: ClickData | null;
  /** 1-based position of the hit across the whole result list. */
  position: number;
};

/** A tile that adds sizes straight to the cart: in stock, with sizes to choose. */
export function hasSizesToAdd(
  product: Pick<SearchProduct, 'inStock' | 'variants'>,
) {
  return product.inStock && product.variants.length > 0;
}

/** What a tile shows from the product's tags: its badge and its featured offers. */
export function fromTags(
  tags: readonly string[],
  product: Pick<
    SearchProduct,
    'price' | 'compareAtPrice' | 'inStock' | 'productType'
  >,
): Pick<SearchProduct, 'badge' | 'offers'> {
  return {
    badge: productBadge({
      tags,
      price: product.price.amount,
      compareAtPrice: product.compareAtPrice?.amount,
      inStock: product.inStock,
      productType: product.productType,
    }),
    offers: featuredOffers(tags),
  };
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text from a value that may be a string, a number, or a one-item list ('["x"]' included). */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value) && value.length > 0) return text(value[0]);
  return '';
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = decodeEntities(value.trim());
  if (!/^[[{]/.test(trimmed)) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

// The index HTML-escapes stored text ('&quot;' in JSON strings); undo the common ones.
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function list(value: unknown): unknown[] {
  const parsed = parseJson(value);
  if (Array.isArray(parsed)) return parsed;
  if (typeof parsed === 'string' && parsed.trim())
    return parsed.split(/\s*,\s*/);
  return [];
}

function number(value: unknown): number | null {
  const raw = text(value);
  if (raw === '') return null;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : null;
}

function money(value: unknown, currency: Currency): Money | null {
  const amount = number(value);
  return amount === null || amount < 0
    ? null
    : {amount: String(amount), currencyCode: currency};
}

function first(raw: Raw, names: readonly string[]): unknown {
  for (const name of names) {
    if (raw[name] !== undefined && raw[name] !== null && raw[name] !== '')
      return raw[name];
  }
  return undefined;
}

function truthy(value: unknown): boolean {
  const raw = text(value).toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'yes';
}

const lower = (currency: Currency) => currency.toLowerCase();

/**
 * Prices are indexed once per currency ('price_aud', 'compare_at_price_aud'); the
 * plain fields are the site's own currency and the fallback.
 */
function priceFields(currency: Currency) {
  const c = lower(currency);
  return {
    price: [`price_${c}`, `ss_price_${c}`, `price_${currency}`],
    compareAt: [
      `compare_at_price_${c}`,
      `variant_compare_at_price_${c}`,
      `compareAtPrice_${c}`,
      `compare_at_price_${currency}`,
    ],
  };
}

function readPrices(raw: Raw, currency: Currency, siteCurrency: Currency) {
  const fields = priceFields(currency);
  const own = first(raw, fields.price);
  if (own !== undefined) {
    return {
      price: money(own, currency),
      compareAtPrice: money(first(raw, fields.compareAt), currency),
    };
  }
  // Per-region prices sent as one object: {"AUD": {"price": .., "compareAtPrice": ..}}.
  const table = parseJson(raw.prices);
  if (isRecord(table)) {
    const entry = Object.entries(table).find(
      ([key]) => key.toUpperCase() === currency.toUpperCase(),
    )?.[1];
    if (isRecord(entry)) {
      return {
        price: money(first(entry, ['price', 'amount']), currency),
        compareAtPrice: money(
          first(entry, ['compareAtPrice', 'compare_at_price']),
          currency,
        ),
      };
    }
  }
  return {
    price: money(first(raw, ['price', 'ss_price']), siteCurrency),
    compareAtPrice: money(
      first(raw, ['variant_compare_at_price', 'compare_at_price', 'msrp']),
      siteCurrency,
    ),
  };
}

const SIZE_OPTION_NAMES = ['size', 'denominations', 'title'];

function variantSize(raw: Raw): string {
  const direct = text(first(raw, ['size', 'Size']));
  if (direct) return direct;
  const options = list(raw.selectedOptions ?? raw.options);
  for (const option of options) {
    if (
      isRecord(option) &&
      SIZE_OPTION_NAMES.includes(text(option.name).toLowerCase())
    )
      return text(option.value);
  }
  return text(first(raw, ['option1', 'title']));
}

function toGid(kind: 'Product' | 'ProductVariant', id: string): string {
  if (!id) return '';
  return id.startsWith('gid://')
    ? id
    : /^\d+$/.test(id)
      ? `gid://shopify/${kind}/${id}`
      : id;
}

function readVariant(raw: unknown): TileVariant | null {
  if (!isRecord(raw)) return null;
  const id = toGid(
    'ProductVariant',
    text(first(raw, ['id', 'variant_id', 'variantId'])),
  );
  if (!id) return null;
  const inventory = number(
    first(raw, ['inventoryQuantity', 'inventory_quantity', 'inventory']),
  );
  return {
    id,
    size: variantSize(raw),
    inventoryQuantity: inventory === null ? null : Math.trunc(inventory),
  };
}

function readColour(raw: unknown): ColourOption | null {
  if (!isRecord(raw)) return null;
  const handle = text(raw.handle);
  const name = text(raw.name);
  if (!handle || !name) return null;
  const swatch = isRecord(raw.swatch) ? raw.swatch : {};
  const color = text(swatch.color);
  const image = text(swatch.image);
  const href = text(raw.href);
  return {
    handle,
    name,
    ...(href && href !== ownPath(handle) ? {href} : {}),
    swatch: {
      ...(/^#[0-9a-f]{3,8}$/i.test(color) ? {color} : {}),
      ...(/^(https?:)?\/\//.test(image) || image.startsWith('/')
        ? {image}
        : {}),
    },
  };
}

/** Colour options from the colours field or metafield (a JSON string or a list); bad entries are skipped. */
export function readColourOptions(value: unknown): ColourOption[] {
  return list(value)
    .map(readColour)
    .filter((colour): colour is ColourOption => colour !== null);
}

function inStockOf(raw: Raw, variants: TileVariant[]): boolean {
  const percent = number(
    first(raw, [
      'ss_instock_pct',
      'ss_in_stock_pct',
      'inStockPercent',
      'in_stock_pct',
    ]),
  );
  if (percent !== null) return percent > 0;
  if (raw.inStock !== undefined) return truthy(raw.inStock);
  return variants.some(
    (variant) =>
      variant.inventoryQuantity === null || variant.inventoryQuantity > 0,
  );
}

/** One hit as a tile product; null when it can't be shown. */
export function readHit(
  raw: unknown,
  {
    currency,
    siteCurrency = currency,
    position = 0,
  }: {currency: Currency; siteCurrency?: Currency; position?: number},
): SearchProduct | null {
  if (!isRecord(raw)) return null;
  const handle = text(raw.handle);
  const title = text(first(raw, ['name', 'title']));
  if (!handle || !title) return null;

  // `uid` is the product id from the feed; the hosted service's own `id` is a hash of it.
  const id = toGid('Product', text(first(raw, ['uid', 'product_id', 'id'])));
  const prices = readPrices(raw, currency, siteCurrency);
  const fallbackCurrency = prices.price?.currencyCode ?? currency;
  const variants = list(raw.variants)
    .map(readVariant)
    .filter((variant): variant is TileVariant => variant !== null);
  const data = text(raw.intellisuggestData);
  const signature = text(raw.intellisuggestSignature);
  const tags = list(raw.tags).map(text).filter(Boolean);
  const price = prices.price ?? {amount: '0', currencyCode: fallbackCurrency};
  const inStock = inStockOf(raw, variants);
  const productType = text(
    first(raw, ['product_type', 'productType', 'ss_product_type']),
  );

  return {
    id,
    handle,
    title,
    sku: text(raw.sku),
    imageUrl: text(
      first(raw, ['imageUrl', 'secureImageUrl', 'thumbnailImageUrl']),
    ),
    productType,
    price,
    compareAtPrice: prices.compareAtPrice,
    colors: readColourOptions(raw.colors),
    ...fromTags(tags, {
      price,
      compareAtPrice: prices.compareAtPrice,
      inStock,
      productType,
    }),
    variants: sortBySize(variants, (variant) => variant.size),
    inStock,
    videoUrl: text(first(raw, ['video_url', 'videoUrl'])) || null,
    videoInCollection: truthy(
      first(raw, [
        'video_in_collection',
        'videoInCollection',
        'show_video_in_collection',
      ]),
    ),
    tracking: data || signature ? {data, signature} : null,
    position,
  };
}
