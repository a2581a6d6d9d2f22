/**
 * Customer accounts: profiles, hashed passwords, access tokens, addresses and reset tokens.
 * Tokens are stored only as SHA-256 digests, so a copied database does not hand out sessions.
 */
import type {Migration} from '../migrations.ts';

export const customersMigration: Migration = {
  name: '010-customers',
  up(db) {
    db.exec(`
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        first_name TEXT,
        last_name TEXT,
        phone TEXT UNIQUE,
        accepts_marketing INTEGER NOT NULL DEFAULT 0,
        tags TEXT NOT NULL DEFAULT '[]',
        password_hash TEXT NOT NULL,
        password_salt TEXT NOT NULL,
        default_address_id INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE customer_access_tokens (
        token_hash TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX customer_access_tokens_customer ON customer_access_tokens(customer_id);
      CREATE TABLE customer_addresses (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        first_name TEXT, last_name TEXT, company TEXT, phone TEXT,
        address1 TEXT, address2 TEXT, city TEXT, province TEXT, zip TEXT, country TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id, id);
      CREATE TABLE customer_password_resets (
        token_hash TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
    `);
  },
};
