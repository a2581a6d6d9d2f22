/**
 * A counter bumped by every write to catalog rows (seeding, checkout lowering stock,
 * restocks), so derived views such as the search index know when to rebuild.
 */
import type {Database} from '../db.ts';

export function catalogVersion(db: Database): number {
  const row = db
    .prepare("SELECT value FROM catalog_meta WHERE key = 'version'")
    .get() as {value: string} | undefined;
  return row ? Number(row.value) : 0;
}

export function bumpCatalogVersion(db: Database) {
  db.prepare(
    "INSERT INTO catalog_meta (key, value) VALUES ('version', '1') ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
  ).run();
}
