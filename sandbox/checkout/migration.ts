/**
 * Orders placed through the sandbox checkout. Line items keep a snapshot of what was
 * bought (title, price, image) so later catalog edits do not rewrite order history.
 */
import type {Migration} from '../migrations.ts';

export const ordersMigration: Migration = {
  name: '012-orders',
  up(db) {
    db.exec(`
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        number INTEGER NOT NULL UNIQUE,
        token TEXT NOT NULL UNIQUE,
        secret TEXT NOT NULL,
        cart_token TEXT NOT NULL,
        customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
        email TEXT,
        phone TEXT,
        currency TEXT NOT NULL,
        subtotal INTEGER NOT NULL,
        discount_total INTEGER NOT NULL,
        total INTEGER NOT NULL,
        discount_codes TEXT NOT NULL DEFAULT '[]',   -- JSON [{code, kind, value, amount}] that applied
        attributes TEXT NOT NULL DEFAULT '[]',
        note TEXT,
        shipping_address TEXT,                       -- JSON snapshot of a customer_addresses row
        storefront_origin TEXT,
        financial_status TEXT NOT NULL,
        fulfillment_status TEXT NOT NULL,
        processed_at TEXT NOT NULL,
        canceled_at TEXT,
        cancel_reason TEXT
      );
      CREATE INDEX orders_customer ON orders(customer_id, processed_at);
      CREATE TABLE order_lines (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        variant_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL,
        product_title TEXT NOT NULL,
        variant_title TEXT NOT NULL,
        sku TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        unit_price INTEGER NOT NULL,
        discount INTEGER NOT NULL DEFAULT 0,         -- this line's share of the order discount
        image_url TEXT,
        image_alt TEXT,
        attributes TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX order_lines_order ON order_lines(order_id, position);
    `);
  },
};
