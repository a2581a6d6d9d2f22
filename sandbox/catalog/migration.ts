/**
 * The catalog tables: one set of rows that both the Storefront API and the search
 * index read, so search, product pages, prices and stock always agree.
 *
 * Money is stored in minor units (cents) per currency. Global ids are built from
 * the integer ids: gid://shopify/Product/{id}, gid://shopify/ProductVariant/{id}, ...
 */
import type {Migration} from '../migrations.ts';

export const catalogMigration: Migration = {
  name: '001-catalog',
  up(db) {
    db.exec(`
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        handle TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        description_html TEXT NOT NULL DEFAULT '',
        product_type TEXT NOT NULL DEFAULT '',
        vendor TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '[]',            -- JSON array of strings
        metafields TEXT NOT NULL DEFAULT '{}',      -- JSON {"namespace.key": {"type": ..., "value": ...}}
        published INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        published_at TEXT NOT NULL,
        units_sold INTEGER NOT NULL DEFAULT 0       -- drives best-selling sort
      );
      CREATE TABLE variants (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        sku TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '[]',         -- JSON [{"name": "Size", "value": "M"}]
        inventory INTEGER NOT NULL DEFAULT 0,
        requires_shipping INTEGER NOT NULL DEFAULT 1,
        image_id INTEGER
      );
      CREATE INDEX variants_product ON variants(product_id, position);
      CREATE TABLE variant_prices (
        variant_id INTEGER NOT NULL REFERENCES variants(id),
        currency TEXT NOT NULL,                     -- USD, AUD, GBP, NZD, CAD, EUR
        amount INTEGER NOT NULL,                    -- minor units
        compare_at INTEGER,                         -- minor units, NULL when not on sale
        PRIMARY KEY (variant_id, currency)
      );
      CREATE TABLE media (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL,                         -- IMAGE, VIDEO, EXTERNAL_VIDEO, MODEL_3D
        url TEXT NOT NULL,                          -- image URL, or the video's preview image URL
        alt TEXT,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        host TEXT,                                  -- EXTERNAL_VIDEO: YOUTUBE or VIMEO
        origin_url TEXT,                            -- EXTERNAL_VIDEO
        embed_url TEXT,                             -- EXTERNAL_VIDEO
        sources TEXT                                -- VIDEO: JSON [{"url","mimeType","format","width","height"}]
      );
      CREATE INDEX media_product ON media(product_id, position);
      CREATE TABLE collections (
        id INTEGER PRIMARY KEY,
        handle TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        description_html TEXT NOT NULL DEFAULT '',
        image_url TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE catalog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE collection_products (
        collection_id INTEGER NOT NULL REFERENCES collections(id),
        product_id INTEGER NOT NULL REFERENCES products(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (collection_id, product_id)
      );
    `);
  },
};
