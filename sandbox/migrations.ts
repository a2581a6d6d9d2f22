/**
 * Ordered, append-only list of schema migrations. Never edit one that has shipped:
 * add a new one, so existing sandbox databases upgrade in place.
 */
import type {Database} from './db.ts';
import {catalogMigration} from './catalog/migration.ts';
import {customersMigration} from './customers/migration.ts';
import {cartsMigration} from './cart/migration.ts';
import {giftCardsMigration} from './cart/gift-cards.ts';
import {ordersMigration} from './checkout/migration.ts';
import {outboxMigration} from './outbox/migration.ts';
import {wishlistsMigration} from './wishlist/migration.ts';
import {backInStockMigration} from './back-in-stock/migration.ts';
import {formsMigration} from './forms/migration.ts';
import {searchMigration} from './search/migration.ts';

export type Migration = {name: string; up(db: Database): void};

export const migrations: Migration[] = [
  catalogMigration,
  customersMigration,
  cartsMigration,
  ordersMigration,
  outboxMigration,
  wishlistsMigration,
  backInStockMigration,
  searchMigration,
  formsMigration,
  giftCardsMigration,
];
