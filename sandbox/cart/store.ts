/**
 * Cart rows and ids. A cart id is Shopify-shaped, gid://shopify/Cart/{token}?key={secret}:
 * the token names the cart, the secret proves the caller was handed the id. A wrong key,
 * or a completed cart, reads as a cart that does not exist.
 */
import {randomBytes, randomUUID} from 'node:crypto';
import type {Database} from '../db.ts';
import {sameSecret} from '../customers/secrets.ts';

export type CartRow = {
  token: string;
  secret: string;
  country: string | null;
  email: string | null;
  phone: string | null;
  customer_id: number | null;
  note: string | null;
  attributes: string;
  discount_codes: string;
  storefront_origin: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  order_id: number | null;
};

export type LineRow = {
  id: string;
  cart_token: string;
  variant_id: number;
  quantity: number;
  attributes: string;
  position: number;
};

export type Attribute = {key: string; value: string | null};

export const cartGid = (row: Pick<CartRow, 'token' | 'secret'>) =>
  `gid://shopify/Cart/${row.token}?key=${row.secret}`;
export const lineGid = (line: Pick<LineRow, 'id' | 'cart_token'>) =>
  `gid://shopify/CartLine/${line.id}?cart=${line.cart_token}`;

export function parseCartId(
  id: unknown,
): {token: string; key: string} | undefined {
  const match =
    /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]{1,64})\?key=([A-Za-z0-9]{1,64})$/.exec(
      String(id ?? ''),
    );
  return match ? {token: match[1], key: match[2]} : undefined;
}

export function parseLineId(
  id: unknown,
  cartToken: string,
): string | undefined {
  const match =
    /^gid:\/\/shopify\/CartLine\/([0-9a-f-]{36})(?:\?cart=([A-Za-z0-9-]+))?$/.exec(
      String(id ?? ''),
    );
  return match && (!match[2] || match[2] === cartToken) ? match[1] : undefined;
}

export function cartByToken(db: Database, token: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE token = ?').get(token) as
    CartRow | undefined;
}

/** The open cart with this token and key, or undefined. */
export function openCart(
  db: Database,
  token: string,
  key: string,
): CartRow | undefined {
  const row = cartByToken(db, token);
  if (!row || !sameSecret(row.secret, key)) return undefined;
  return row.completed_at ? undefined : row;
}

export function findCart(db: Database, id: unknown): CartRow | undefined {
  const parsed = parseCartId(id);
  return parsed && openCart(db, parsed.token, parsed.key);
}

export function insertCart(
  db: Database,
  values: {country: string; storefrontOrigin: string | null},
): CartRow {
  const now = new Date().toISOString();
  const token = `c1-${randomBytes(16).toString('hex')}`;
  const secret = randomBytes(16).toString('hex');
  db.prepare(
    'INSERT INTO carts (token, secret, country, storefront_origin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(token, secret, values.country, values.storefrontOrigin, now, now);
  return db
    .prepare('SELECT * FROM carts WHERE token = ?')
    .get(token) as CartRow;
}

export function cartLines(db: Database, token: string): LineRow[] {
  return db
    .prepare('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position')
    .all(token) as LineRow[];
}

export function insertLine(
  db: Database,
  token: string,
  variantId: number,
  quantity: number,
  attributes: Attribute[],
): LineRow {
  const {next} = db
    .prepare(
      'SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_lines WHERE cart_token = ?',
    )
    .get(token) as {next: number};
  const id = randomUUID();
  db.prepare(
    'INSERT INTO cart_lines (id, cart_token, variant_id, quantity, attributes, position) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, token, variantId, quantity, JSON.stringify(attributes), next);
  return db.prepare('SELECT * FROM cart_lines WHERE id = ?').get(id) as LineRow;
}

export function updateCart(
  db: Database,
  token: string,
  changes: Partial<Omit<CartRow, 'token' | 'secret'>>,
) {
  const entries = Object.entries({
    ...changes,
    updated_at: new Date().toISOString(),
  });
  db.prepare(
    `UPDATE carts SET ${entries.map(([k]) => `${k} = ?`).join(', ')} WHERE token = ?`,
  ).run(...entries.map(([, v]) => v as string | number | null), token);
}

/** Attributes compare equal regardless of order, so re-adding the same item merges. */
export const attributesKey = (attributes: Attribute[]) =>
  JSON.stringify(
    [...attributes]
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((a) => [a.key, a.value]),
  );
