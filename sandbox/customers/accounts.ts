/**
 * Customer account operations behind the Storefront API mutations: sign-up, sign-in,
 * profile updates, and password recovery through a one-time link sent to the outbox.
 */
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {sendMail} from '../outbox/outbox.ts';
import {digest, hashPassword, newToken, passwordMatches} from './secrets.ts';
import {issueAccessToken, revokeAccessTokens} from './tokens.ts';
import {
  checkEmail,
  checkPassword,
  checkPhone,
  checkText,
  normalizePhone,
  userError,
  type CustomerUserError,
} from './validation.ts';
import {customerRow, type CustomerRow} from './view.ts';

export const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;

type AccessToken = {accessToken: string; expiresAt: string};
type Outcome = {
  errors: CustomerUserError[];
  customerId?: number;
  token?: AccessToken;
};

type ProfileInput = {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
};

function byEmail(db: Database, email: string) {
  return db
    .prepare('SELECT * FROM customers WHERE email = ?')
    .get(email.trim()) as CustomerRow | undefined;
}

function checkProfile(
  db: Database,
  input: ProfileInput,
  path: string[],
  self?: number,
): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  if (input.email != null) {
    checkEmail(input.email, path, errors);
    const owner = input.email && byEmail(db, input.email);
    if (owner && owner.id !== self)
      errors.push(
        userError('TAKEN', [...path, 'email'], 'Email has already been taken'),
      );
  }
  if (input.password != null) checkPassword(input.password, path, errors);
  checkText(input.firstName, 'First name', [...path, 'firstName'], errors);
  checkText(input.lastName, 'Last name', [...path, 'lastName'], errors);
  checkPhone(input.phone, [...path, 'phone'], errors);
  const phone = input.phone ? normalizePhone(input.phone) : undefined;
  if (phone) {
    const owner = db
      .prepare('SELECT id FROM customers WHERE phone = ?')
      .get(phone) as {id: number} | undefined;
    if (owner && owner.id !== self)
      errors.push(
        userError('TAKEN', [...path, 'phone'], 'Phone has already been taken'),
      );
  }
  return errors;
}

export async function createCustomer(
  db: Database,
  input: ProfileInput & {email: string; password: string},
): Promise<{customerId?: number; errors: CustomerUserError[]}> {
  const errors = checkProfile(db, input, ['input']);
  if (errors.length) return {errors};
  const {hash, salt} = await hashPassword(input.password);
  const now = new Date().toISOString();
  const result = db
    .prepare(
      `INSERT INTO customers (email, first_name, last_name, phone, accepts_marketing, password_hash, password_salt, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.email.trim(),
      input.firstName?.trim() || null,
      input.lastName?.trim() || null,
      input.phone ? normalizePhone(input.phone)! : null,
      input.acceptsMarketing ? 1 : 0,
      hash,
      salt,
      now,
      now,
    );
  return {customerId: Number(result.lastInsertRowid), errors: []};
}

export async function signIn(db: Database, email: string, password: string) {
  const row = byEmail(db, email);
  if (
    !row ||
    !(await passwordMatches(password, row.password_salt, row.password_hash))
  ) {
    return {
      errors: [
        userError('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer'),
      ],
    };
  }
  return {token: issueAccessToken(db, row.id), errors: []};
}

/** A password change signs out every session and hands back a fresh token, as Shopify does. */
export async function updateCustomer(
  db: Database,
  customerId: number,
  input: ProfileInput,
): Promise<Outcome> {
  const errors = checkProfile(db, input, ['customer'], customerId);
  if (errors.length) return {errors};
  const secret = input.password
    ? await hashPassword(input.password)
    : undefined;
  return transaction(db, (): Outcome => {
    const changes: [string, unknown][] = [];
    if (input.email) changes.push(['email', input.email.trim()]);
    if (input.firstName !== undefined)
      changes.push(['first_name', input.firstName?.trim() || null]);
    if (input.lastName !== undefined)
      changes.push(['last_name', input.lastName?.trim() || null]);
    if (input.phone !== undefined)
      changes.push([
        'phone',
        input.phone ? normalizePhone(input.phone)! : null,
      ]);
    if (input.acceptsMarketing != null)
      changes.push(['accepts_marketing', input.acceptsMarketing ? 1 : 0]);
    if (secret)
      changes.push(
        ['password_hash', secret.hash],
        ['password_salt', secret.salt],
      );
    changes.push(['updated_at', new Date().toISOString()]);
    db.prepare(
      `UPDATE customers SET ${changes.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`,
    ).run(
      ...(changes.map(([, v]) => v) as (string | number | null)[]),
      customerId,
    );
    if (!secret) return {errors: []};
    revokeAccessTokens(db, customerId);
    return {errors: [], token: issueAccessToken(db, customerId)};
  });
}

/**
 * Sends a reset link when the e-mail belongs to a customer. Unknown addresses get the
 * same silent success, so the form cannot be used to find out who has an account.
 */
export function recoverCustomer(
  db: Database,
  email: string,
  storefrontOrigin: string | undefined,
) {
  const row = email ? byEmail(db, email) : undefined;
  if (!row) return;
  const token = newToken(20);
  const now = Date.now();
  db.prepare(
    'INSERT INTO customer_password_resets (token_hash, customer_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(
    digest(token),
    row.id,
    new Date(now + RESET_LIFETIME_MS).toISOString(),
    new Date(now).toISOString(),
  );
  const link = `${storefrontOrigin ?? ''}/account/reset/${row.id}/${token}`;
  sendMail(db, {
    to: row.email,
    subject: 'Customer account password reset',
    body: `Hi ${row.first_name ?? 'there'},\n\nFollow this link to choose a new password. It works once and expires in 24 hours.\n\n${link}\n\nIf you didn't ask to reset your password, you can ignore this e-mail.`,
    link,
  });
}

export const invalidResetToken = () =>
  userError(
    'TOKEN_INVALID',
    ['input', 'resetToken'],
    'The reset token is invalid or has expired',
  );

/** Sets a new password with a one-time reset token; other sessions are signed out. */
export async function resetCustomer(
  db: Database,
  customerId: number | undefined,
  token: string,
  password: string,
): Promise<Outcome> {
  const errors: CustomerUserError[] = [];
  checkPassword(password, ['input'], errors);
  if (errors.length) return {errors};
  const reset =
    customerId === undefined
      ? undefined
      : (db
          .prepare(
            'SELECT token_hash FROM customer_password_resets WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?',
          )
          .get(digest(token), customerId, new Date().toISOString()) as
          {token_hash: string} | undefined);
  if (!reset || customerId === undefined || !customerRow(db, customerId))
    return {errors: [invalidResetToken()]};
  const {hash, salt} = await hashPassword(password);
  return transaction(db, (): Outcome => {
    // Re-check inside the transaction so two concurrent resets cannot both use the token.
    const used = db
      .prepare(
        'UPDATE customer_password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
      )
      .run(new Date().toISOString(), reset.token_hash);
    if (!used.changes) return {errors: [invalidResetToken()]};
    db.prepare(
      'UPDATE customers SET password_hash = ?, password_salt = ?, updated_at = ? WHERE id = ?',
    ).run(hash, salt, new Date().toISOString(), customerId);
    revokeAccessTokens(db, customerId);
    return {errors: [], customerId, token: issueAccessToken(db, customerId)};
  });
}
