/**
 * Products: QueryRoot.product/products and the Product fields that need more rows
 * (variants, options, prices, media, metafields). Prices are in the @inContext country's
 * currency; unpublished products do not exist for the Storefront API.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {currencyForCountry, money} from '../../cart/money.ts';
import {
  collectionsOf,
  mediaOf,
  productByHandle,
  productById,
  publishedProducts,
} from '../../catalog/lookup.ts';
import {parseJson, type Metafields} from '../../catalog/rows.ts';
import {parseGid} from './catalog-ids.ts';
import {byId, pageOf, type PageArgs} from './catalog-connection.ts';
import {
  collectionObject,
  imageObject,
  mediaObject,
  metafieldObject,
  productObject,
  type ProductObject,
} from './catalog-objects.ts';
import {
  matches,
  parseQuery,
  searchables,
  sortProducts,
} from './catalog-search.ts';
import {
  adjacentVariants,
  encodeVariants,
  matchVariant,
  optionIndex,
  productOptions,
  selectedOrFirstAvailable,
  variantsOf,
  type MatchArgs,
  type SwatchLookup,
  type VariantObject,
} from './catalog-variants.ts';

const productId = (product: {id: string}) =>
  parseGid(product.id, 'Product') ?? -1;
const variants = (product: {id: string}, context: StorefrontContext) =>
  variantsOf(context, productId(product));

function range(
  list: VariantObject[],
  pick: (v: VariantObject) => {amount: string} | null,
  currency: string,
) {
  const amounts = list
    .map(pick)
    .filter((m): m is {amount: string} => m !== null)
    .map((m) => Math.round(Number(m.amount) * 100));
  return {
    __typename: 'ProductPriceRange',
    minVariantPrice: money(amounts.length ? Math.min(...amounts) : 0, currency),
    maxVariantPrice: money(amounts.length ? Math.max(...amounts) : 0, currency),
  };
}

function metafieldsOf(
  context: StorefrontContext,
  product: {id: string},
): Metafields {
  const row = productById(context.db, productId(product));
  return row ? parseJson<Metafields>(row.metafields, {}) : {};
}

function metafield(
  context: StorefrontContext,
  product: {id: string},
  namespace: string | null | undefined,
  key: string,
) {
  const ns = namespace ?? 'custom';
  const field = metafieldsOf(context, product)[`${ns}.${key}`];
  return field
    ? metafieldObject(
        {__typename: 'Product', id: product.id},
        ns,
        key,
        field,
        context.origin,
      )
    : null;
}

/**
 * Colour option values carry the swatch the merchant set for that colour, as Shopify's
 * category-metafield swatches do; here from the product's custom.colors entries.
 */
function swatches(
  context: StorefrontContext,
  product: {id: string},
): SwatchLookup {
  const colours = parseJson<
    {name: string; swatch?: {color?: string; image?: string}}[]
  >(metafieldsOf(context, product)['custom.colors']?.value ?? '[]', []);
  return (option, value) => {
    if (!/^colou?r$/i.test(option)) return null;
    const index = colours.findIndex(
      (c) => c.name.toLowerCase() === value.toLowerCase(),
    );
    const swatch = colours[index]?.swatch;
    if (!swatch) return null;
    const id = productId(product) * 100 + index;
    const image = swatch.image
      ? {
          __typename: 'MediaImage',
          id: `gid://shopify/MediaImage/${id}`,
          alt: value,
          mediaContentType: 'IMAGE',
          presentation: null,
          previewImage: null,
          image: imageObject(
            {id, url: swatch.image, alt: value, width: 64, height: 64},
            context.origin,
            'ImageSource',
          ),
        }
      : null;
    return {
      __typename: 'ProductOptionValueSwatch',
      color: swatch.color ?? null,
      image,
    };
  };
}

export function findProduct(
  context: StorefrontContext,
  {id, handle}: {id?: string | null; handle?: string | null},
): ProductObject | null {
  const row =
    id != null
      ? productById(context.db, parseGid(id, 'Product') ?? -1)
      : handle != null
        ? productByHandle(context.db, handle)
        : undefined;
  return row ? productObject(row) : null;
}

registerResolvers({
  QueryRoot: {
    product: (
      _,
      args: {id?: string; handle?: string},
      context: StorefrontContext,
    ) => findProduct(context, args),
    productByHandle: (
      _,
      {handle}: {handle: string},
      context: StorefrontContext,
    ) => findProduct(context, {handle}),
    products(
      _,
      args: PageArgs & {query?: string | null; sortKey?: string | null},
      context: StorefrontContext,
    ) {
      const query = parseQuery(args.query ?? '');
      const list = searchables(
        context.db,
        publishedProducts(context.db),
        currencyForCountry(context.country),
      ).filter((p) => matches(p, query));
      const sorted = sortProducts(list, args.sortKey ?? 'ID', query);
      return pageOf(
        sorted.map((p) => productObject(p.row)),
        args,
        byId,
      );
    },
    productRecommendations(
      _,
      {
        productId: id,
        productHandle,
      }: {productId?: string; productHandle?: string},
      context: StorefrontContext,
    ) {
      const product = findProduct(context, {id, handle: productHandle});
      if (!product) return null;
      const own = collectionsOf(context.db, productId(product)).map(
        (c) => c.id,
      );
      if (!own.length) return [];
      const rows = context.db
        .prepare(
          `SELECT DISTINCT p.* FROM products p JOIN collection_products cp ON cp.product_id = p.id
            WHERE cp.collection_id IN (${own.map(() => '?').join(',')}) AND p.id != ? AND p.published = 1
            ORDER BY p.units_sold DESC, p.id LIMIT 10`,
        )
        .all(...own, productId(product)) as Parameters<
        typeof productObject
      >[0][];
      return rows.map(productObject);
    },
    productTags(_, args: PageArgs, context: StorefrontContext) {
      const tags = [
        ...new Set(
          publishedProducts(context.db).flatMap((p) =>
            parseJson<string[]>(p.tags, []),
          ),
        ),
      ].sort();
      return pageOf(tags, args, (t) => t);
    },
    productTypes(_, args: PageArgs, context: StorefrontContext) {
      const types = [
        ...new Set(
          publishedProducts(context.db)
            .map((p) => p.product_type)
            .filter(Boolean),
        ),
      ].sort();
      return pageOf(types, args, (t) => t);
    },
  },
  Product: {
    variants: (product, args: PageArgs, context: StorefrontContext) =>
      pageOf(variants(product, context), args, byId),
    variantsCount: (product, _, context: StorefrontContext) => ({
      __typename: 'Count',
      count: variants(product, context).length,
      precision: 'EXACT',
    }),
    availableForSale: (product, _, context: StorefrontContext) =>
      variants(product, context).some((v) => v.availableForSale),
    totalInventory(product, _, context: StorefrontContext) {
      const row = context.db
        .prepare(
          'SELECT SUM(inventory) AS n FROM variants WHERE product_id = ?',
        )
        .get(productId(product)) as {n: number | null};
      return row.n ?? 0;
    },
    options: (product, {first}: {first?: number}, context: StorefrontContext) =>
      productOptions(
        product.id,
        variants(product, context),
        first,
        swatches(context, product),
      ),
    selectedOrFirstAvailableVariant: (
      product,
      args: MatchArgs,
      context: StorefrontContext,
    ) => selectedOrFirstAvailable(variants(product, context), args),
    variantBySelectedOptions: (
      product,
      args: MatchArgs,
      context: StorefrontContext,
    ) => matchVariant(variants(product, context), args),
    adjacentVariants: (product, args: MatchArgs, context: StorefrontContext) =>
      adjacentVariants(variants(product, context), args),
    encodedVariantExistence(product, _, context: StorefrontContext) {
      const list = variants(product, context);
      return encodeVariants(list, optionIndex(list));
    },
    encodedVariantAvailability(product, _, context: StorefrontContext) {
      const list = variants(product, context);
      return encodeVariants(list, optionIndex(list), (v) => v.availableForSale);
    },
    priceRange: (product, _, context: StorefrontContext) =>
      range(
        variants(product, context),
        (v) => v.price,
        currencyForCountry(context.country),
      ),
    compareAtPriceRange: (product, _, context: StorefrontContext) =>
      range(
        variants(product, context),
        (v) => v.compareAtPrice,
        currencyForCountry(context.country),
      ),
    featuredImage(product, _, context: StorefrontContext) {
      const row = mediaOf(context.db, productId(product)).find(
        (m) => m.kind === 'IMAGE',
      );
      return row ? imageObject(row, context.origin) : null;
    },
    images(product, args: PageArgs, context: StorefrontContext) {
      const rows = mediaOf(context.db, productId(product)).filter(
        (m) => m.kind === 'IMAGE',
      );
      return pageOf(
        rows.map((m) => imageObject(m, context.origin)),
        args,
        byId,
      );
    },
    media: (product, args: PageArgs, context: StorefrontContext) =>
      pageOf(
        mediaOf(context.db, productId(product)).map((m) =>
          mediaObject(m, context.origin),
        ),
        args,
        byId,
      ),
    metafield: (
      product,
      {namespace, key}: {namespace?: string; key: string},
      context: StorefrontContext,
    ) => metafield(context, product, namespace, key),
    metafields: (
      product,
      {identifiers}: {identifiers: {namespace?: string; key: string}[]},
      context: StorefrontContext,
    ) =>
      identifiers.map(({namespace, key}) =>
        metafield(context, product, namespace, key),
      ),
    collections: (product, args: PageArgs, context: StorefrontContext) =>
      pageOf(
        collectionsOf(context.db, productId(product)).map((c) =>
          collectionObject(c, context.origin),
        ),
        args,
        byId,
      ),
    sellingPlanGroups: (_, args: PageArgs) => pageOf([], args, () => ''),
  },
});
