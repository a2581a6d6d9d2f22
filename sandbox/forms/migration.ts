/** Form submissions the storefront sends (newsletter, competition, contact, SMS), one JSON row each. */
import type {Migration} from '../migrations.ts';

export const formsMigration: Migration = {
  name: '021-form-submissions',
  up(db) {
    db.exec(`
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        body TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX form_submissions_kind ON form_submissions (kind, id);
    `);
  },
};
