/**
 * Collections: QueryRoot.collection/collections and Collection.products with Shopify's
 * sort keys, reverse, filters and the facets a collection page shows.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {currencyForCountry} from '../../cart/money.ts';
import {
  allCollections,
  collectionByHandle,
  collectionById,
  collectionMembers,
} from '../../catalog/lookup.ts';
import {parseGid} from './catalog-ids.ts';
import {byId, pageOf, type PageArgs} from './catalog-connection.ts';
import {
  applyFilters,
  facets,
  type ProductFilterInput,
} from './catalog-filters.ts';
import {collectionObject, productObject} from './catalog-objects.ts';
import {searchables, sortProducts, type Searchable} from './catalog-search.ts';

export function findCollection(
  context: StorefrontContext,
  {id, handle}: {id?: string | null; handle?: string | null},
) {
  const row =
    id != null
      ? collectionById(context.db, parseGid(id, 'Collection') ?? -1)
      : handle != null
        ? collectionByHandle(context.db, handle)
        : undefined;
  return row ? collectionObject(row, context.origin) : null;
}

registerResolvers({
  QueryRoot: {
    collection: (
      _,
      args: {id?: string; handle?: string},
      context: StorefrontContext,
    ) => findCollection(context, args),
    collectionByHandle: (
      _,
      {handle}: {handle: string},
      context: StorefrontContext,
    ) => findCollection(context, {handle}),
    collections(
      _,
      args: PageArgs & {query?: string | null; sortKey?: string | null},
      context: StorefrontContext,
    ) {
      let rows = allCollections(context.db);
      const words = (args.query ?? '')
        .toLowerCase()
        .replace(/\btitle:/g, '')
        .split(/\s+/)
        .filter(Boolean);
      if (words.length)
        rows = rows.filter((c) =>
          words.every(
            (w) =>
              c.title.toLowerCase().includes(w.replace(/\*$/, '')) ||
              c.handle.includes(w),
          ),
        );
      if (args.sortKey === 'TITLE')
        rows = [...rows].sort(
          (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
        );
      if (args.sortKey === 'UPDATED_AT')
        rows = [...rows].sort(
          (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
        );
      return pageOf(
        rows.map((c) => collectionObject(c, context.origin)),
        args,
        byId,
      );
    },
  },
  Collection: {
    products(
      collection,
      args: PageArgs & {
        sortKey?: string | null;
        filters?: ProductFilterInput[] | null;
      },
      context: StorefrontContext,
    ) {
      const members = collectionMembers(
        context.db,
        parseGid(collection.id, 'Collection') ?? -1,
      );
      const positions = new Map(members.map((m) => [m.id, m.position]));
      const all = searchables(
        context.db,
        members,
        currencyForCountry(context.country),
      ).map((p) => ({...p, position: positions.get(p.row.id)}));
      const sorted = sortProducts(
        applyFilters(all, args.filters),
        args.sortKey ?? 'COLLECTION_DEFAULT',
      );
      const maxPrice = (list: Searchable[]) =>
        Math.max(0, ...list.flatMap((p) => p.prices.map((x) => x.amount)));
      return {
        ...pageOf(
          sorted.map((p) => productObject(p.row)),
          args,
          byId,
        ),
        filters: facets(all, args.filters, maxPrice),
      };
    },
    metafield: () => null,
    metafields: (_, {identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  },
});
