/**
 * Ordered, append-only list of schema migrations. Never edit one that has shipped:
 * add a new one, so existing sandbox databases upgrade in place.
 */
import type {Database} from './db.ts';
import {catalogMigration} from './catalog/migration.ts';

export type Migration = {name: string; up(db: Database): void};

export const migrations: Migration[] = [
  catalogMigration,
];
