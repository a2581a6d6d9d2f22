/**
 * Products, variants, media, metafields and collections over the catalog tables.
 * Resolvers key off the object's gid, so Product and ProductVariant objects built
 * elsewhere (cart lines, order items) resolve their nested fields the same way.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {connection, type ConnectionArgs} from '../../cart/connection.ts';
import {variantFacts, variantObject} from '../../cart/merchandise.ts';
import {currencyForCountry, money} from '../../cart/money.ts';
import type {Database} from '../../db.ts';

type ProductRow = {
  id: number; handle: string; title: string; description_html: string; product_type: string; vendor: string;
  tags: string; metafields: string; created_at: string; published_at: string; units_sold: number;
};
type MediaRow = {id: number; product_id: number; kind: string; url: string; alt: string | null; width: number; height: number; host: string | null; origin_url: string | null; embed_url: string | null; sources: string | null};
type CollectionRow = {id: number; handle: string; title: string; description_html: string; image_url: string | null; updated_at: string};

export const numericId = (gid: unknown, type: string) => {
  const match = new RegExp(`^gid://shopify/${type}/(\\d{1,15})(?:\\?.*)?$`).exec(String(gid ?? ''));
  return match ? Number(match[1]) : undefined;
};
const absolute = (url: string, origin: string) => (url.startsWith('/') ? origin + url : url);
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

function productRow(db: Database, where: {id?: number; handle?: string}) {
  if (where.id !== undefined) return db.prepare('SELECT * FROM products WHERE id = ? AND published = 1').get(where.id) as ProductRow | undefined;
  return db.prepare('SELECT * FROM products WHERE handle = ? AND published = 1').get(where.handle ?? '') as ProductRow | undefined;
}

export function productObject(row: ProductRow) {
  const description = stripTags(row.description_html);
  return {
    __typename: 'Product',
    id: `gid://shopify/Product/${row.id}`,
    handle: row.handle,
    title: row.title,
    descriptionHtml: row.description_html,
    description,
    productType: row.product_type,
    vendor: row.vendor,
    tags: JSON.parse(row.tags) as string[],
    createdAt: row.created_at,
    publishedAt: row.published_at,
    updatedAt: row.published_at,
    onlineStoreUrl: null,
    isGiftCard: /^gift cards?$/i.test(row.product_type),
    requiresSellingPlan: false,
    trackingParameters: null,
    encodedVariantExistence: '',
    encodedVariantAvailability: '',
    seo: {title: row.title, description: description.slice(0, 155)},
  };
}

function imageObject(media: {id: number; url: string; alt: string | null; width: number; height: number}, origin: string) {
  const url = absolute(media.url, origin);
  return {__typename: 'Image', id: `gid://shopify/ProductImage/${media.id}`, url, src: url, originalSrc: url, transformedSrc: url, altText: media.alt, width: media.width, height: media.height, thumbhash: null};
}

function mediaObject(row: MediaRow, origin: string) {
  const previewImage = imageObject(row, origin);
  const base = {id: '', alt: row.alt, mediaContentType: row.kind, previewImage, presentation: null};
  switch (row.kind) {
    case 'VIDEO':
      return {
        ...base,
        __typename: 'Video',
        id: `gid://shopify/Video/${row.id}`,
        sources: (JSON.parse(row.sources ?? '[]') as {url: string}[]).map((s) => ({...s, url: absolute(s.url, origin)})),
      };
    case 'EXTERNAL_VIDEO':
      return {...base, __typename: 'ExternalVideo', id: `gid://shopify/ExternalVideo/${row.id}`, host: row.host, originUrl: row.origin_url, embedUrl: row.embed_url, embeddedUrl: row.embed_url};
    case 'MODEL_3D':
      return {...base, __typename: 'Model3d', id: `gid://shopify/Model3d/${row.id}`, sources: []};
    default:
      return {...base, __typename: 'MediaImage', id: `gid://shopify/MediaImage/${row.id}`, image: previewImage};
  }
}

const mediaRows = (db: Database, productId: number) =>
  db.prepare('SELECT * FROM media WHERE product_id = ? ORDER BY position').all(productId) as MediaRow[];

function variantsOf(context: StorefrontContext, productId: number) {
  const currency = currencyForCountry(context.country);
  return (db(context).prepare('SELECT id FROM variants WHERE product_id = ? ORDER BY position').all(productId) as {id: number}[])
    .map((v) => variantFacts(context.db, v.id, currency))
    .filter((f) => f !== undefined)
    .map((facts) => variantObject(context.db, facts!, context.origin));
}
const db = (context: StorefrontContext) => context.db;

function metafieldObject(productId: number, namespace: string, key: string, field: {type: string; value: string}) {
  return {
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${productId}${Math.abs(hash(`${namespace}.${key}`))}`,
    namespace,
    key,
    type: field.type,
    value: field.value,
    description: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    reference: null,
    references: null,
  };
}
function hash(text: string) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h % 100000;
}

function metafieldsOf(context: StorefrontContext, productId: number): Record<string, {type: string; value: string}> {
  const row = context.db.prepare('SELECT metafields FROM products WHERE id = ?').get(productId) as {metafields: string} | undefined;
  return row ? JSON.parse(row.metafields) : {};
}

function priceRange(variants: ReturnType<typeof variantsOf>, pick: (v: ReturnType<typeof variantsOf>[number]) => {amount: string; currencyCode: string} | null, currency: string) {
  const amounts = variants.map(pick).filter((m): m is {amount: string; currencyCode: string} => Boolean(m)).map((m) => Number(m.amount));
  const min = amounts.length ? Math.min(...amounts) : 0;
  const max = amounts.length ? Math.max(...amounts) : 0;
  return {minVariantPrice: money(min * 100, currency), maxVariantPrice: money(max * 100, currency)};
}

const SORTS: Record<string, string> = {
  TITLE: 'p.title',
  CREATED_AT: 'p.created_at',
  CREATED: 'p.created_at',
  UPDATED_AT: 'p.published_at',
  BEST_SELLING: 'p.units_sold DESC, p.id',
  PRODUCT_TYPE: 'p.product_type',
  VENDOR: 'p.vendor',
  ID: 'p.id',
  MANUAL: 'cp.position',
  COLLECTION_DEFAULT: 'cp.position',
  RELEVANCE: 'p.id',
};

/** The subset of Shopify's product search syntax the storefront uses: handle:, tag:, product_type:, words. */
function productFilter(query: string | null | undefined) {
  const clauses: string[] = [];
  const params: string[] = [];
  if (!query) return {sql: '1 = 1', params};
  const handles = [...query.matchAll(/handle:(?:"([^"]+)"|'([^']+)'|(\S+))/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  if (handles.length) {
    clauses.push(`p.handle IN (${handles.map(() => '?').join(',')})`);
    params.push(...handles);
  }
  for (const m of query.matchAll(/tag:(?:"([^"]+)"|(\S+))/g)) {
    clauses.push('p.tags LIKE ?');
    params.push(`%"${m[1] ?? m[2]}"%`);
  }
  for (const m of query.matchAll(/product_type:(?:"([^"]+)"|(\S+))/g)) {
    clauses.push('p.product_type = ?');
    params.push(m[1] ?? m[2]);
  }
  const words = query.replace(/\w+:(?:"[^"]*"|\S+)/g, ' ').replace(/\b(OR|AND|NOT)\b/g, ' ').trim();
  if (words) {
    clauses.push('p.title LIKE ?');
    params.push(`%${words}%`);
  }
  return {sql: clauses.length ? (handles.length && clauses.length === 1 ? clauses[0] : clauses.join(' AND ')) : '1 = 1', params};
}

function collectionObject(row: CollectionRow, origin: string) {
  const description = stripTags(row.description_html);
  return {
    __typename: 'Collection',
    id: `gid://shopify/Collection/${row.id}`,
    handle: row.handle,
    title: row.title,
    description,
    descriptionHtml: row.description_html,
    updatedAt: row.updated_at,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: {title: row.title, description},
    image: row.image_url ? {...imageObject({id: row.id, url: row.image_url, alt: row.title, width: 1280, height: 1920}, origin), id: `gid://shopify/CollectionImage/${row.id}`} : null,
  };
}

const collectionRow = (database: Database, where: {id?: number; handle?: string}) =>
  (where.id !== undefined
    ? database.prepare('SELECT * FROM collections WHERE id = ?').get(where.id)
    : database.prepare('SELECT * FROM collections WHERE handle = ?').get(where.handle ?? '')) as CollectionRow | undefined;

function nodeFor(context: StorefrontContext, gid: string) {
  const product = numericId(gid, 'Product');
  if (product !== undefined) {
    const row = productRow(context.db, {id: product});
    return row ? productObject(row) : null;
  }
  const variant = numericId(gid, 'ProductVariant');
  if (variant !== undefined) {
    const facts = variantFacts(context.db, variant, currencyForCountry(context.country));
    return facts ? variantObject(context.db, facts, context.origin) : null;
  }
  const collection = numericId(gid, 'Collection');
  if (collection !== undefined) {
    const row = collectionRow(context.db, {id: collection});
    return row ? collectionObject(row, context.origin) : null;
  }
  const media = numericId(gid, 'Video') ?? numericId(gid, 'MediaImage') ?? numericId(gid, 'ExternalVideo');
  if (media !== undefined) {
    const row = context.db.prepare('SELECT * FROM media WHERE id = ?').get(media) as MediaRow | undefined;
    return row ? mediaObject(row, context.origin) : null;
  }
  return null;
}

const COUNTRIES: Record<string, {name: string; currency: string; symbol: string; currencyName: string}> = {
  US: {name: 'United States', currency: 'USD', symbol: '$', currencyName: 'US Dollar'},
  CA: {name: 'Canada', currency: 'CAD', symbol: '$', currencyName: 'Canadian Dollar'},
  AU: {name: 'Australia', currency: 'AUD', symbol: '$', currencyName: 'Australian Dollar'},
  NZ: {name: 'New Zealand', currency: 'NZD', symbol: '$', currencyName: 'New Zealand Dollar'},
  GB: {name: 'United Kingdom', currency: 'GBP', symbol: '£', currencyName: 'British Pound'},
  DE: {name: 'Germany', currency: 'EUR', symbol: '€', currencyName: 'Euro'},
};
const LANGUAGE = {__typename: 'Language', isoCode: 'EN', endonymName: 'English', name: 'English'};
function countryObject(code: string) {
  const country = COUNTRIES[code] ?? COUNTRIES.US;
  return {
    __typename: 'Country',
    isoCode: COUNTRIES[code] ? code : 'US',
    name: country.name,
    currency: {__typename: 'Currency', isoCode: country.currency, name: country.currencyName, symbol: country.symbol},
    availableLanguages: [LANGUAGE],
    unitSystem: code === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    market: null,
  };
}

const emptyConnection = () => connection([], {});

registerResolvers({
  QueryRoot: {
    product(_, {id, handle}, context: StorefrontContext) {
      const row = productRow(context.db, id ? {id: numericId(id, 'Product') ?? -1} : {handle});
      return row ? productObject(row) : null;
    },
    products(_, args: ConnectionArgs & {query?: string; sortKey?: string}, context: StorefrontContext) {
      const filter = productFilter(args.query);
      const order = SORTS[args.sortKey ?? 'ID'] ?? 'p.id';
      const rows = context.db
        .prepare(`SELECT p.* FROM products p WHERE p.published = 1 AND ${filter.sql} ORDER BY ${order.replace('cp.position', 'p.id')}`)
        .all(...filter.params) as ProductRow[];
      return connection(rows.map(productObject), args);
    },
    collection(_, {id, handle}, context: StorefrontContext) {
      const row = collectionRow(context.db, id ? {id: numericId(id, 'Collection') ?? -1} : {handle});
      return row ? collectionObject(row, context.origin) : null;
    },
    collections(_, args: ConnectionArgs, context: StorefrontContext) {
      const rows = context.db.prepare('SELECT * FROM collections ORDER BY id').all() as CollectionRow[];
      return connection(rows.map((r) => collectionObject(r, context.origin)), args);
    },
    node: (_, {id}, context: StorefrontContext) => nodeFor(context, id),
    nodes: (_, {ids}: {ids: string[]}, context: StorefrontContext) => ids.slice(0, 250).map((id) => nodeFor(context, id)),
    shop: (_, __, context: StorefrontContext) => ({
      __typename: 'Shop',
      id: 'gid://shopify/Shop/1000000001',
      name: 'Meadow & Co.',
      description: 'Considered fashion, made to be worn.',
      moneyFormat: '${{amount}}',
      primaryDomain: {__typename: 'Domain', url: context.origin, host: new URL(context.origin).host, sslEnabled: false},
      brand: null,
      shipsToCountries: Object.keys(COUNTRIES),
      paymentSettings: {
        __typename: 'PaymentSettings',
        acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
        cardVaultUrl: `${context.origin}/checkout`,
        countryCode: 'US',
        currencyCode: 'USD',
        enabledPresentmentCurrencies: ['USD', 'AUD', 'GBP', 'NZD', 'CAD', 'EUR'],
        shopifyPaymentsAccountId: null,
        supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
      },
      privacyPolicy: null,
      refundPolicy: null,
      shippingPolicy: null,
      termsOfService: null,
      subscriptionPolicy: null,
    }),
    localization: (_, __, context: StorefrontContext) => ({
      __typename: 'Localization',
      availableCountries: Object.keys(COUNTRIES).map(countryObject),
      availableLanguages: [LANGUAGE],
      country: countryObject(context.country),
      language: LANGUAGE,
      market: {__typename: 'Market', id: `gid://shopify/Market/${context.country}`, handle: context.country.toLowerCase()},
    }),
    urlRedirects: emptyConnection,
    menu: () => null,
    pages: emptyConnection,
    articles: emptyConnection,
    blogs: emptyConnection,
    productTags: () => connection([], {}),
    productTypes: () => connection([], {}),
  },
  Product: {
    variants(product, args: ConnectionArgs, context: StorefrontContext) {
      return connection(variantsOf(context, numericId(product.id, 'Product') ?? -1), args);
    },
    availableForSale(product, _, context: StorefrontContext) {
      return variantsOf(context, numericId(product.id, 'Product') ?? -1).some((v) => v.availableForSale);
    },
    totalInventory(product, _, context: StorefrontContext) {
      const row = context.db.prepare('SELECT SUM(inventory) AS n FROM variants WHERE product_id = ?').get(numericId(product.id, 'Product') ?? -1) as {n: number | null};
      return row.n ?? 0;
    },
    selectedOrFirstAvailableVariant(product, _, context: StorefrontContext) {
      const variants = variantsOf(context, numericId(product.id, 'Product') ?? -1);
      return variants.find((v) => v.availableForSale) ?? variants[0] ?? null;
    },
    variantBySelectedOptions(product, {selectedOptions}: {selectedOptions: {name: string; value: string}[]}, context: StorefrontContext) {
      return (
        variantsOf(context, numericId(product.id, 'Product') ?? -1).find((v) =>
          selectedOptions.every((o) => v.selectedOptions.some((s) => s.name === o.name && s.value === o.value)),
        ) ?? null
      );
    },
    options(product, _, context: StorefrontContext) {
      const variants = variantsOf(context, numericId(product.id, 'Product') ?? -1);
      const names = [...new Set(variants.flatMap((v) => v.selectedOptions.map((o) => o.name)))];
      return names.map((name, i) => {
        const values = [...new Set(variants.flatMap((v) => v.selectedOptions.filter((o) => o.name === name).map((o) => o.value)))];
        return {
          __typename: 'ProductOption',
          id: `${product.id}/option/${i}`,
          name,
          values,
          optionValues: values.map((value) => ({
            __typename: 'ProductOptionValue',
            id: `${product.id}/option/${i}/${value}`,
            name: value,
            swatch: null,
            firstSelectableVariant: variants.find((v) => v.selectedOptions.some((o) => o.name === name && o.value === value)) ?? null,
          })),
        };
      });
    },
    priceRange(product, _, context: StorefrontContext) {
      const variants = variantsOf(context, numericId(product.id, 'Product') ?? -1);
      return priceRange(variants, (v) => v.price, currencyForCountry(context.country));
    },
    compareAtPriceRange(product, _, context: StorefrontContext) {
      const variants = variantsOf(context, numericId(product.id, 'Product') ?? -1);
      return priceRange(variants, (v) => v.compareAtPrice ?? v.price, currencyForCountry(context.country));
    },
    media(product, args: ConnectionArgs, context: StorefrontContext) {
      return connection(mediaRows(context.db, numericId(product.id, 'Product') ?? -1).map((m) => mediaObject(m, context.origin)), args);
    },
    images(product, args: ConnectionArgs, context: StorefrontContext) {
      const rows = mediaRows(context.db, numericId(product.id, 'Product') ?? -1).filter((m) => m.kind === 'IMAGE');
      return connection(rows.map((m) => imageObject(m, context.origin)), args);
    },
    featuredImage(product, _, context: StorefrontContext) {
      const row = mediaRows(context.db, numericId(product.id, 'Product') ?? -1).find((m) => m.kind === 'IMAGE');
      return row ? imageObject(row, context.origin) : null;
    },
    metafield(product, {namespace, key}: {namespace?: string; key: string}, context: StorefrontContext) {
      const id = numericId(product.id, 'Product') ?? -1;
      const field = metafieldsOf(context, id)[`${namespace ?? 'custom'}.${key}`];
      return field ? metafieldObject(id, namespace ?? 'custom', key, field) : null;
    },
    metafields(product, {identifiers}: {identifiers: {namespace?: string; key: string}[]}, context: StorefrontContext) {
      const id = numericId(product.id, 'Product') ?? -1;
      const all = metafieldsOf(context, id);
      return identifiers.map(({namespace = 'custom', key}) => {
        const field = all[`${namespace}.${key}`];
        return field ? metafieldObject(id, namespace, key, field) : null;
      });
    },
    collections(product, args: ConnectionArgs, context: StorefrontContext) {
      const rows = context.db
        .prepare('SELECT c.* FROM collections c JOIN collection_products cp ON cp.collection_id = c.id WHERE cp.product_id = ? ORDER BY c.id')
        .all(numericId(product.id, 'Product') ?? -1) as CollectionRow[];
      return connection(rows.map((r) => collectionObject(r, context.origin)), args);
    },
    adjacentVariants: () => [],
    sellingPlanGroups: emptyConnection,
  },
  Collection: {
    products(collection, args: ConnectionArgs & {sortKey?: string}, context: StorefrontContext) {
      const order = SORTS[args.sortKey ?? 'COLLECTION_DEFAULT'] ?? 'cp.position';
      const rows = context.db
        .prepare(`SELECT p.* FROM products p JOIN collection_products cp ON cp.product_id = p.id WHERE cp.collection_id = ? AND p.published = 1 ORDER BY ${order}`)
        .all(numericId(collection.id, 'Collection') ?? -1) as ProductRow[];
      return {...connection(rows.map(productObject), args), filters: []};
    },
    metafield: () => null,
    metafields: ({}, {identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
  },
  Image: {
    url(image, {transform}: {transform?: {maxWidth?: number; maxHeight?: number; crop?: string}}) {
      if (!transform) return image.url;
      const url = new URL(image.url);
      if (transform.maxWidth) url.searchParams.set('width', String(transform.maxWidth));
      if (transform.maxHeight) url.searchParams.set('height', String(transform.maxHeight));
      if (transform.crop) url.searchParams.set('crop', transform.crop.toLowerCase());
      return url.toString();
    },
  },
});
