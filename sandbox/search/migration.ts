/**
 * What the search service remembers: the queries shoppers searched (for trending)
 * and the tracking beacons it received (for tests and the reporting a real
 * service would do).
 */
import type {Migration} from '../migrations.ts';

export const searchMigration: Migration = {
  name: '020-search',
  up(db) {
    db.exec(`
      CREATE TABLE search_queries (
        site_id TEXT NOT NULL,
        query TEXT NOT NULL,
        searches INTEGER NOT NULL DEFAULT 0,
        last_searched_at TEXT NOT NULL,
        PRIMARY KEY (site_id, query)
      );
      CREATE TABLE search_events (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,                 -- typing, search, click, view, basket, order, other
        type TEXT NOT NULL,                 -- as sent: 'click', 'product.view', 'search/clickthrough', ...
        site_id TEXT NOT NULL DEFAULT '',
        user_id TEXT NOT NULL DEFAULT '',
        session_id TEXT NOT NULL DEFAULT '',
        page_load_id TEXT NOT NULL DEFAULT '',
        product_id TEXT,
        handle TEXT,
        query TEXT,
        url TEXT,
        referrer TEXT,
        signature_valid INTEGER,           -- click pixels: 1 when s signs d, 0 when not; NULL otherwise
        payload TEXT NOT NULL DEFAULT '{}', -- the decoded data, JSON
        received_at TEXT NOT NULL
      );
      CREATE INDEX search_events_kind ON search_events(kind, id);
    `);
  },
};
