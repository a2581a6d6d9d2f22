/** Saved product handles per customer and per named list ("tm-{storeHandle}"). */
import type {Migration} from '../migrations.ts';

export const wishlistsMigration: Migration = {
  name: '014-wishlists',
  up(db) {
    db.exec(`
      CREATE TABLE wishlist_items (
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        product_handle TEXT NOT NULL,
        added_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, name, product_handle)
      );
    `);
  },
};
