/**
 * One-time sign-in codes, authorization codes and token sessions for hosted sign-in.
 * Every secret is random and stored only as a digest. An authorization code works once:
 * a second use is refused and ends the session the first use opened (RFC 6749 §4.1.2).
 */
import {createHash, randomInt} from 'node:crypto';
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {digest, newToken, sameSecret} from '../customers/secrets.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const GRANT_LIFETIME_MS = 60 * 1000;
export const ACCESS_LIFETIME_S = 60 * 60;
const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const now = () => new Date().toISOString();

/** A fresh 6-digit code for the e-mail (replacing any earlier one). */
export function issueLoginCode(db: Database, email: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO customer_account_login_codes (email, code_hash, attempts, expires_at) VALUES (?, ?, 0, ?)
     ON CONFLICT(email) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
  ).run(email.trim(), digest(code), later(CODE_LIFETIME_MS));
  return code;
}

/** True once for the right code; five wrong tries spend it. */
export function spendLoginCode(
  db: Database,
  email: string,
  code: string,
): boolean {
  const row = db
    .prepare('SELECT * FROM customer_account_login_codes WHERE email = ?')
    .get(email.trim()) as
    {code_hash: string; attempts: number; expires_at: string} | undefined;
  if (!row || row.expires_at <= now() || row.attempts >= MAX_CODE_ATTEMPTS)
    return false;
  if (!sameSecret(row.code_hash, digest(code.trim()))) {
    db.prepare(
      'UPDATE customer_account_login_codes SET attempts = attempts + 1 WHERE email = ?',
    ).run(email.trim());
    return false;
  }
  db.prepare('DELETE FROM customer_account_login_codes WHERE email = ?').run(
    email.trim(),
  );
  return true;
}

export type GrantRequest = {
  customerId: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
};

export function issueAuthorizationCode(
  db: Database,
  grant: GrantRequest,
): string {
  const code = newToken(24);
  db.prepare(
    `INSERT INTO customer_account_grants (code_hash, customer_id, client_id, redirect_uri, code_challenge, nonce, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    digest(code),
    grant.customerId,
    grant.clientId,
    grant.redirectUri,
    grant.codeChallenge,
    grant.nonce,
    later(GRANT_LIFETIME_MS),
  );
  return code;
}

const s256 = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export type TokenError = {error: string; error_description: string};
type Session = {accessToken: string; refreshToken: string; customerId: number};

function openSession(
  db: Database,
  customerId: number,
  clientId: string,
  grantHash: string | null,
): Session {
  const accessToken = `shcat_${newToken(24)}`;
  const refreshToken = `shcrt_${newToken(24)}`;
  const created = now();
  db.prepare(
    'INSERT INTO customer_access_tokens (token_hash, customer_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(
    digest(accessToken),
    customerId,
    later(ACCESS_LIFETIME_S * 1000),
    created,
  );
  db.prepare(
    `INSERT INTO customer_account_sessions (refresh_hash, access_hash, customer_id, client_id, grant_hash, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    digest(refreshToken),
    digest(accessToken),
    customerId,
    clientId,
    grantHash,
    later(REFRESH_LIFETIME_MS),
  );
  return {accessToken, refreshToken, customerId};
}

function endSessions(db: Database, where: string, value: string | number) {
  const rows = db
    .prepare(
      `SELECT access_hash FROM customer_account_sessions WHERE ${where} = ? AND revoked_at IS NULL`,
    )
    .all(value) as {
    access_hash: string;
  }[];
  for (const row of rows)
    db.prepare('DELETE FROM customer_access_tokens WHERE token_hash = ?').run(
      row.access_hash,
    );
  db.prepare(
    `UPDATE customer_account_sessions SET revoked_at = ? WHERE ${where} = ? AND revoked_at IS NULL`,
  ).run(now(), value);
}

const invalidGrant = (description: string): TokenError => ({
  error: 'invalid_grant',
  error_description: description,
});

/** The authorization code grant with PKCE (S256). */
export function redeemAuthorizationCode(
  db: Database,
  input: {
    code: string;
    clientId: string;
    redirectUri: string;
    codeVerifier: string;
  },
): {session: Session & {nonce: string | null}} | TokenError {
  return transaction(db, () => {
    const hash = digest(input.code);
    const grant = db
      .prepare('SELECT * FROM customer_account_grants WHERE code_hash = ?')
      .get(hash) as
      | {
          customer_id: number;
          client_id: string;
          redirect_uri: string;
          code_challenge: string;
          nonce: string | null;
          expires_at: string;
          used_at: string | null;
        }
      | undefined;
    if (!grant) return invalidGrant('The authorization code is invalid.');
    if (grant.used_at) {
      endSessions(db, 'grant_hash', hash);
      return invalidGrant('The authorization code has already been used.');
    }
    db.prepare(
      'UPDATE customer_account_grants SET used_at = ? WHERE code_hash = ?',
    ).run(now(), hash);
    if (grant.expires_at <= now())
      return invalidGrant('The authorization code has expired.');
    if (grant.client_id !== input.clientId)
      return invalidGrant(
        'The authorization code was issued to another client.',
      );
    if (grant.redirect_uri !== input.redirectUri)
      return invalidGrant(
        'The redirect_uri does not match the authorization request.',
      );
    if (
      !input.codeVerifier ||
      !sameSecret(s256(input.codeVerifier), grant.code_challenge)
    ) {
      return invalidGrant(
        'The code_verifier does not match the code_challenge.',
      );
    }
    return {
      session: {
        ...openSession(db, grant.customer_id, grant.client_id, hash),
        nonce: grant.nonce,
      },
    };
  });
}

/** The refresh token grant: the old pair stops working and a new pair is issued. */
export function redeemRefreshToken(
  db: Database,
  input: {refreshToken: string; clientId: string},
): {session: Session} | TokenError {
  return transaction(db, () => {
    const hash = digest(input.refreshToken);
    const row = db
      .prepare('SELECT * FROM customer_account_sessions WHERE refresh_hash = ?')
      .get(hash) as
      | {
          customer_id: number;
          client_id: string;
          expires_at: string;
          revoked_at: string | null;
          grant_hash: string | null;
        }
      | undefined;
    if (
      !row ||
      row.revoked_at ||
      row.expires_at <= now() ||
      row.client_id !== input.clientId
    ) {
      return invalidGrant('The refresh token is invalid or has expired.');
    }
    endSessions(db, 'refresh_hash', hash);
    return {
      session: openSession(db, row.customer_id, row.client_id, row.grant_hash),
    };
  });
}

/** Logout: every hosted session of the customer ends. */
export function endCustomerSessions(db: Database, customerId: number) {
  endSessions(db, 'customer_id', customerId);
}

/** The customer behind a hosted access token (tokens from the legacy Storefront sign-in do not count). */
export function customerForAccessToken(
  db: Database,
  token: string | null,
): number | undefined {
  if (!token) return undefined;
  const hash = digest(token.replace(/^Bearer\s+/i, ''));
  const row = db
    .prepare(
      `SELECT t.customer_id FROM customer_access_tokens t JOIN customer_account_sessions s ON s.access_hash = t.token_hash
       WHERE t.token_hash = ? AND t.expires_at > ? AND s.revoked_at IS NULL`,
    )
    .get(hash, now()) as {customer_id: number} | undefined;
  return row?.customer_id;
}
