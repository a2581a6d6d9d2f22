/**
 * The sandbox's mail: instead of sending, messages are kept in a table that a sandbox
 * page and tests read.
 */
import type {Database} from '../db.ts';

export type Message = {
  to: string;
  subject: string;
  body: string;
  link: string | null;
};
export type StoredMessage = Message & {id: number; createdAt: string};

export function sendMail(db: Database, message: Message) {
  db.prepare(
    'INSERT INTO outbox (to_address, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(
    message.to,
    message.subject,
    message.body,
    message.link,
    new Date().toISOString(),
  );
}

/** Newest first; optionally only those to one address (case-insensitive). */
export function listMail(db: Database, to?: string | null): StoredMessage[] {
  const rows = (
    to
      ? db
          .prepare(
            'SELECT * FROM outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC',
          )
          .all(to)
      : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT 500').all()
  ) as {
    id: number;
    to_address: string;
    subject: string;
    body: string;
    link: string | null;
    created_at: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    body: r.body,
    link: r.link,
    createdAt: r.created_at,
  }));
}
