/**
 * Row lookups over the catalog tables, for resolvers and other sandbox services that
 * need one product, collection or media list rather than the whole catalog (read.ts).
 */
import type {Database} from '../db.ts';
import type {
  CollectionRow,
  MediaRow,
  PriceRow,
  ProductRow,
  VariantRow,
} from './rows.ts';

export const productById = (db: Database, id: number) =>
  db
    .prepare('SELECT * FROM products WHERE id = ? AND published = 1')
    .get(id) as ProductRow | undefined;

export const productByHandle = (db: Database, handle: string) =>
  db
    .prepare('SELECT * FROM products WHERE handle = ? AND published = 1')
    .get(handle) as ProductRow | undefined;

/** Every published product, `hidden` ones included (Shopify lists them; themes hide them). */
export const publishedProducts = (db: Database) =>
  db
    .prepare('SELECT * FROM products WHERE published = 1 ORDER BY id')
    .all() as ProductRow[];

export const variantRows = (db: Database, productId: number) =>
  db
    .prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY position')
    .all(productId) as VariantRow[];

export const variantRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM variants WHERE id = ?').get(id) as
    VariantRow | undefined;

/** The variant's price rows keyed by currency. */
export function pricesOf(
  db: Database,
  variantId: number,
): Record<string, PriceRow> {
  const rows = db
    .prepare('SELECT * FROM variant_prices WHERE variant_id = ?')
    .all(variantId) as PriceRow[];
  return Object.fromEntries(rows.map((r) => [r.currency, r]));
}

export const mediaOf = (db: Database, productId: number) =>
  db
    .prepare('SELECT * FROM media WHERE product_id = ? ORDER BY position')
    .all(productId) as MediaRow[];

export const mediaById = (db: Database, id: number) =>
  db.prepare('SELECT * FROM media WHERE id = ?').get(id) as
    MediaRow | undefined;

export const collectionById = (db: Database, id: number) =>
  db.prepare('SELECT * FROM collections WHERE id = ?').get(id) as
    CollectionRow | undefined;

export const collectionByHandle = (db: Database, handle: string) =>
  db.prepare('SELECT * FROM collections WHERE handle = ?').get(handle) as
    CollectionRow | undefined;

export const allCollections = (db: Database) =>
  db.prepare('SELECT * FROM collections ORDER BY id').all() as CollectionRow[];

/** Published members of a collection in merchandised order, with their position. */
export const collectionMembers = (db: Database, collectionId: number) =>
  db
    .prepare(
      `SELECT p.*, cp.position AS position FROM products p JOIN collection_products cp ON cp.product_id = p.id
        WHERE cp.collection_id = ? AND p.published = 1 ORDER BY cp.position, p.id`,
    )
    .all(collectionId) as (ProductRow & {position: number})[];

export const collectionsOf = (db: Database, productId: number) =>
  db
    .prepare(
      'SELECT c.* FROM collections c JOIN collection_products cp ON cp.collection_id = c.id WHERE cp.product_id = ? ORDER BY c.id',
    )
    .all(productId) as CollectionRow[];
