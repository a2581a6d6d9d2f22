/**
 * Carts, their lines, and the discount codes a cart can carry.
 * The seeded codes are documented in sandbox/README-accounts-and-cart.md.
 */
import type {Migration} from '../migrations.ts';

export const cartsMigration: Migration = {
  name: '011-carts',
  up(db) {
    db.exec(`
      CREATE TABLE carts (
        token TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        country TEXT,
        email TEXT,
        phone TEXT,
        customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
        note TEXT,
        attributes TEXT NOT NULL DEFAULT '[]',       -- JSON [{key, value}]
        discount_codes TEXT NOT NULL DEFAULT '[]',   -- JSON [code] as the buyer typed them
        storefront_origin TEXT,                      -- where checkout sends the buyer back to
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        completed_at TEXT,
        order_id INTEGER
      );
      CREATE TABLE cart_lines (
        id TEXT PRIMARY KEY,
        cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
        variant_id INTEGER NOT NULL,
        quantity INTEGER NOT NULL,
        attributes TEXT NOT NULL DEFAULT '[]',
        position INTEGER NOT NULL
      );
      CREATE INDEX cart_lines_cart ON cart_lines(cart_token, position);
      CREATE TABLE discount_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed_amount')),
        value INTEGER NOT NULL,                      -- percent, or minor units of the cart currency
        active INTEGER NOT NULL DEFAULT 1,
        title TEXT NOT NULL
      );
      INSERT INTO discount_codes (code, kind, value, active, title) VALUES
        ('WELCOME10', 'percentage', 10, 1, '10% off your order'),
        ('SAVE20', 'percentage', 20, 1, '20% off your order'),
        ('TENOFF', 'fixed_amount', 1000, 1, '10 off your order, in the cart currency'),
        ('EXPIRED15', 'percentage', 15, 0, 'An expired 15% code');
    `);
  },
};
