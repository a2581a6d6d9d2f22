/**
 * Hosted sign-in (Customer Account API): one-time e-mail codes, authorization codes and
 * refresh tokens, all stored as SHA-256 digests. Access tokens are kept in the shared
 * customer_access_tokens table too, so the Storefront API (cart buyer identity) and the
 * wishlist accept them, as Shopify's Storefront API accepts Customer Account tokens.
 */
import type {Migration} from '../migrations.ts';

export const customerAccountMigration: Migration = {
  name: '020-customer-account-api',
  up(db) {
    db.exec(`
      CREATE TABLE customer_account_login_codes (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE customer_account_grants (
        code_hash TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        code_challenge TEXT NOT NULL,
        nonce TEXT,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE TABLE customer_account_sessions (
        refresh_hash TEXT PRIMARY KEY,
        access_hash TEXT NOT NULL,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        grant_hash TEXT,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX customer_account_sessions_customer ON customer_account_sessions(customer_id);
    `);
  },
};
