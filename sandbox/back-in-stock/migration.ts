/** Restock requests made through the back-in-stock service, and when each was e-mailed. */
import type {Migration} from '../migrations.ts';

export const backInStockMigration: Migration = {
  name: '015-back-in-stock',
  up(db) {
    db.exec(`
      CREATE TABLE back_in_stock_notices (
        id INTEGER PRIMARY KEY,
        shop TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        product_id INTEGER NOT NULL,
        variant_id INTEGER NOT NULL,
        quantity_required INTEGER NOT NULL DEFAULT 1,
        accepts_marketing INTEGER NOT NULL,
        customer_utc_offset INTEGER,
        storefront_origin TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX back_in_stock_pending ON back_in_stock_notices(variant_id, sent_at);
    `);
  },
};
