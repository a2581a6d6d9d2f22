/**
 * The Customer object as the Storefront API returns it: profile, address book and orders.
 */
import type {Database} from '../db.ts';
import {connection, type ConnectionArgs} from '../cart/connection.ts';
import {ordersForCustomer} from '../checkout/orders.ts';
import {addressObject, listAddresses} from './addresses.ts';

export type CustomerRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  tags: string;
  password_hash: string;
  password_salt: string;
  default_address_id: number | null;
  created_at: string;
  updated_at: string;
};

export const customerGid = (id: number) => `gid://shopify/Customer/${id}`;

export function parseCustomerId(id: unknown): number | undefined {
  const match = /^(?:gid:\/\/shopify\/Customer\/)?(\d{1,15})$/.exec(
    String(id ?? ''),
  );
  return match ? Number(match[1]) : undefined;
}

export function customerRow(db: Database, id: number): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as
    CustomerRow | undefined;
}

type OrdersArgs = ConnectionArgs & {sortKey?: string};

export function customerObject(db: Database, id: number, origin: string) {
  const row = customerRow(db, id);
  if (!row) return null;
  const addresses = () => listAddresses(db, id).map(addressObject);
  const defaultRow = row.default_address_id
    ? listAddresses(db, id).find((a) => a.id === row.default_address_id)
    : undefined;
  const displayName =
    [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;
  return {
    __typename: 'Customer',
    id: customerGid(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing === 1,
    tags: JSON.parse(row.tags) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    avatarUrl: null,
    socialLoginProvider: null,
    defaultAddress: defaultRow ? addressObject(defaultRow) : null,
    addresses: (args: ConnectionArgs) => connection(addresses(), args),
    orders: ({sortKey = 'ID', ...args}: OrdersArgs) =>
      connection(ordersForCustomer(db, id, sortKey, origin), args),
    numberOfOrders: String(
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?')
          .get(id) as {n: number}
      ).n,
    ),
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}
