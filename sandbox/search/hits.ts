/**
 * A product as a search hit, in the hosted index's flat shape: text values, numbers
 * as strings, lists as arrays, nested data (colours, variants) as JSON strings.
 * README.md lists every field.
 */
import {createHmac} from 'node:crypto';
import {priceIn, unigram, type IndexDoc} from './documents.ts';
import {HIT_CURRENCIES, type Site} from './sites.ts';
import {absoluteMediaInText, absoluteMediaUrl} from '../images/urls.ts';

// Signs click-tracking data so the beacon can tell its own data from forged data.
const SIGNING_KEY = 'sandbox-search-intellisuggest';

const amount = (value: number) => String(Math.round(value * 100) / 100);

export function clickData(
  siteId: string,
  doc: IndexDoc,
): {data: string; signature: string} {
  const data = Buffer.from(
    JSON.stringify({s: siteId, p: String(doc.id), h: doc.product.handle}),
  ).toString('base64url');
  return {data, signature: signClickData(data)};
}

export function signClickData(data: string): string {
  return createHmac('sha256', SIGNING_KEY).update(data).digest('hex');
}

function currencyFields(
  prices: Record<string, {amount: number; compareAt: number | null}>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const currency of HIT_CURRENCIES) {
    const entry = prices[currency];
    if (!entry) continue;
    const c = currency.toLowerCase();
    fields[`price_${c}`] = amount(entry.amount / 100);
    if (entry.compareAt !== null && entry.compareAt > entry.amount)
      fields[`compare_at_price_${c}`] = amount(entry.compareAt / 100);
  }
  return fields;
}

function variantsJson(doc: IndexDoc, currency: string): string {
  const variants = doc.product.variants.map((variant) => {
    const own = variant.prices[currency] ?? variant.prices.USD;
    const size =
      variant.options.find((o) => /^(size|denominations)$/i.test(o.name))
        ?.value ?? variant.title;
    return {
      productID: String(doc.id),
      id: String(variant.id),
      size,
      title: variant.title,
      sku: variant.sku,
      price: own ? amount(own.amount / 100) : null,
      compareAtPrice:
        own && own.compareAt !== null && own.compareAt > own.amount
          ? amount(own.compareAt / 100)
          : null,
      inventoryQuantity: variant.inventory,
      available: variant.available,
      ...currencyFields(variant.prices),
    };
  });
  return JSON.stringify(variants);
}

function productPrices(
  doc: IndexDoc,
): Record<string, {amount: number; compareAt: number | null}> {
  return Object.fromEntries(
    Object.entries(doc.prices).map(([currency, p]) => [
      currency,
      {
        amount: Math.round(p.price * 100),
        compareAt: p.compareAt === null ? null : Math.round(p.compareAt * 100),
      },
    ]),
  );
}

const NEW_DAYS = 30;

/** Badge tags configured in meta.json (badges.tags), as the hosted service puts them on results. */
function badgesOf(doc: IndexDoc, price: {pctOff: number} | null) {
  const badges: {tag: string; value: string}[] = [];
  if (price && price.pctOff > 0)
    badges.push({tag: 'on-sale', value: `${price.pctOff}% off`});
  if (doc.numbers.ss_days_since_published <= NEW_DAYS)
    badges.push({tag: 'new', value: 'New'});
  if (
    doc.tracked &&
    doc.inStockPercent > 0 &&
    doc.numbers.ss_inventory_count <= 5
  )
    badges.push({tag: 'low-stock', value: 'Low stock'});
  return badges;
}

export function toHit(
  doc: IndexDoc,
  site: Site,
  origin: string,
): Record<string, unknown> {
  const {product} = doc;
  const price = priceIn(doc, site.currency);
  const image = product.images[0]?.url;
  const click = clickData(site.id, doc);
  // Patterned colours carry a swatch picture on the sandbox CDN.
  const colors = absoluteMediaInText(product.coloursJson ?? '[]', origin);
  const hit: Record<string, unknown> = {
    uid: String(product.id),
    id: doc.fields.id[0],
    handle: product.handle,
    name: product.title,
    sku: product.variants[0]?.sku ?? '',
    url: `/products/${product.handle}`,
    imageUrl: image ? absoluteMediaUrl(image, origin) : '',
    thumbnailImageUrl: image
      ? `${absoluteMediaUrl(image, origin)}?width=320`
      : '',
    brand: product.vendor,
    description: doc.text.description.slice(0, 500),
    product_type: product.productType,
    product_type_unigram: unigram(product.productType),
    price: price ? amount(price.price) : '0',
    ss_price: price ? amount(price.price) : '0',
    ...(price?.compareAt
      ? {
          msrp: amount(price.compareAt),
          variant_compare_at_price: amount(price.compareAt),
        }
      : {}),
    ...currencyFields(productPrices(doc)),
    colors,
    tags: product.tags,
    variants: variantsJson(doc, site.currency),
    color: doc.facets.color,
    color_family: doc.fields.color_family,
    style: doc.facets.style,
    fabric: doc.facets.fabric,
    occasion: doc.facets.occasion,
    size: doc.facets.size,
    ss_instock_pct: String(doc.inStockPercent),
    ss_available: doc.inStockPercent > 0 ? '1' : '0',
    ss_inventory_count: String(doc.numbers.ss_inventory_count),
    video_url: absoluteMediaUrl(
      product.videoUrl ?? product.video?.url ?? '',
      origin,
    ),
    video_file: product.videoFile ?? product.video?.gid ?? '',
    video_in_collection: product.video ? '1' : '0',
    intellisuggestData: click.data,
    intellisuggestSignature: click.signature,
    ss_days_since_published: String(doc.numbers.ss_days_since_published),
    ss_pct_off: String(price?.pctOff ?? 0),
    ga_unique_purchases: String(doc.numbers.ga_unique_purchases),
    collection_handle: doc.fields.collection_handle,
    ss_category_hierarchy: doc.fields.ss_category_hierarchy,
    badges: badgesOf(doc, price),
    collection_id: doc.fields.collection_id,
    ss_is_published: '1',
    published_at: product.publishedAt,
  };
  return hit;
}

/** Only the asked-for fields, plus the ids every client needs to key a hit. */
export function project(
  hit: Record<string, unknown>,
  fields: string[] | null,
): Record<string, unknown> {
  if (!fields) return hit;
  const kept: Record<string, unknown> = {uid: hit.uid, id: hit.id};
  for (const field of fields)
    if (Object.hasOwn(hit, field)) kept[field] = hit[field];
  return kept;
}
