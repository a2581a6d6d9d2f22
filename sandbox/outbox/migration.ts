/** What the sandbox would have e-mailed: reset links, restock notices. */
import type {Migration} from '../migrations.ts';

export const outboxMigration: Migration = {
  name: '013-outbox',
  up(db) {
    db.exec(`
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        link TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_to ON outbox(to_address COLLATE NOCASE, id);
    `);
  },
};
