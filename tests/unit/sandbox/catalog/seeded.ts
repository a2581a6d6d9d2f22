/** A freshly seeded in-memory catalog, and small SQL helpers for catalog tests. */
import {openDatabase, type Database} from '../../../../sandbox/db.ts';
import {seedCatalog} from '../../../../sandbox/catalog/seed/index.ts';

export function seeded(): Database {
  const db = openDatabase(':memory:');
  seedCatalog(db);
  return db;
}

export const all = (
  db: Database,
  sql: string,
  ...params: (string | number)[]
) => db.prepare(sql).all(...params) as Record<string, any>[];
export const one = (
  db: Database,
  sql: string,
  ...params: (string | number)[]
) => db.prepare(sql).get(...params) as Record<string, any>;

export type Product = {
  id: number;
  handle: string;
  title: string;
  product_type: string;
  tags: string[];
  metafields: Record<string, {type: string; value: string}>;
};

export function products(db: Database): Product[] {
  return all(
    db,
    'SELECT id, handle, title, product_type, tags, metafields FROM products ORDER BY id',
  ).map((r) => ({
    ...(r as Product),
    tags: JSON.parse(r.tags),
    metafields: JSON.parse(r.metafields),
  }));
}

export const inventories = (db: Database, handle: string) =>
  all(
    db,
    'SELECT v.inventory FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = ? ORDER BY v.position',
    handle,
  ).map((r) => r.inventory as number);

export const usdPrices = (db: Database, handle: string) =>
  all(
    db,
    "SELECT vp.amount, vp.compare_at FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id JOIN products p ON p.id = v.product_id WHERE p.handle = ? AND vp.currency = 'USD'",
    handle,
  );
