/**
 * Customer access tokens: 30 days, like Shopify's. An expired token is treated exactly
 * like one that never existed.
 */
import type {Database} from '../db.ts';
import {digest, newToken} from './secrets.ts';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function issueAccessToken(db: Database, customerId: number) {
  const accessToken = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  db.prepare(
    'INSERT INTO customer_access_tokens (token_hash, customer_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(digest(accessToken), customerId, expiresAt, now.toISOString());
  return {accessToken, expiresAt};
}

export function customerIdForToken(
  db: Database,
  token: unknown,
): number | undefined {
  if (typeof token !== 'string' || !token) return undefined;
  const row = db
    .prepare(
      'SELECT customer_id FROM customer_access_tokens WHERE token_hash = ? AND expires_at > ?',
    )
    .get(digest(token), new Date().toISOString()) as
    {customer_id: number} | undefined;
  return row?.customer_id;
}

/** Returns whether a live token was deleted. */
export function deleteAccessToken(db: Database, token: string): boolean {
  const live = customerIdForToken(db, token) !== undefined;
  db.prepare('DELETE FROM customer_access_tokens WHERE token_hash = ?').run(
    digest(token),
  );
  return live;
}

export function revokeAccessTokens(db: Database, customerId: number) {
  db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?').run(
    customerId,
  );
}
