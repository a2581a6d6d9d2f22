/**
 * A customer's address book. Every lookup is scoped to the owning customer, so one
 * customer can never read, change or delete another's address, whatever id they send.
 */
import type {Database} from '../db.ts';
import {resolveCountry} from './countries.ts';
import {findProvince} from './provinces.ts';
import {
  checkPhone,
  checkText,
  userError,
  type CustomerUserError,
} from './validation.ts';

export type AddressRow = {
  id: number;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
};

export type AddressInput = Partial<{
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
}>;

const COLUMNS: [keyof AddressInput, string, string][] = [
  ['firstName', 'first_name', 'First name'],
  ['lastName', 'last_name', 'Last name'],
  ['company', 'company', 'Company'],
  ['phone', 'phone', 'Phone'],
  ['address1', 'address1', 'Address1'],
  ['address2', 'address2', 'Address2'],
  ['city', 'city', 'City'],
  ['province', 'province', 'Province'],
  ['zip', 'zip', 'Zip'],
  ['country', 'country', 'Country'],
];

export const addressGid = (id: number) =>
  `gid://shopify/MailingAddress/${id}?model_name=CustomerAddress`;

export function parseAddressId(id: unknown): number | undefined {
  const match = /^gid:\/\/shopify\/MailingAddress\/(\d{1,15})(\?.*)?$/.exec(
    String(id ?? ''),
  );
  return match ? Number(match[1]) : undefined;
}

export function checkAddress(input: AddressInput): CustomerUserError[] {
  const errors: CustomerUserError[] = [];
  for (const [key, , label] of COLUMNS) {
    if (key === 'phone') checkPhone(input.phone, ['address', 'phone'], errors);
    else checkText(input[key], label, ['address', key], errors);
  }
  // A country Shopify does not know is refused rather than stored as typed.
  if (input.country?.trim() && !resolveCountry(input.country).code) {
    errors.push(
      userError('INVALID', ['address', 'country'], 'Country is invalid'),
    );
  }
  return errors;
}

function columnsOf(input: AddressInput) {
  const out: Record<string, string | null> = {};
  for (const [key, column] of COLUMNS) {
    if (!(key in input)) continue;
    const value = input[key];
    out[column] =
      key === 'country' ? resolveCountry(value).name : value?.trim() || null;
  }
  // A province typed as its code ("NSW") is kept under its name, as Shopify keeps it.
  if ('province' in input && out.province) {
    const country = resolveCountry(input.country ?? null).code;
    out.province = findProvince(country, out.province)?.name ?? out.province;
  }
  return out;
}

export function ownedAddress(
  db: Database,
  customerId: number,
  addressId: number | undefined,
): AddressRow | undefined {
  if (addressId === undefined) return undefined;
  return db
    .prepare(
      'SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?',
    )
    .get(addressId, customerId) as AddressRow | undefined;
}

export function listAddresses(db: Database, customerId: number): AddressRow[] {
  return db
    .prepare(
      'SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id',
    )
    .all(customerId) as AddressRow[];
}

/** The first address a customer saves becomes their default, as on Shopify. */
export function createAddress(
  db: Database,
  customerId: number,
  input: AddressInput,
): AddressRow {
  const now = new Date().toISOString();
  const values = columnsOf(input);
  const keys = Object.keys(values);
  const result = db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, ${keys.join(', ')}${keys.length ? ', ' : ''}created_at, updated_at)
       VALUES (?, ${keys.map(() => '?').join(', ')}${keys.length ? ', ' : ''}?, ?)`,
    )
    .run(customerId, ...keys.map((k) => values[k]), now, now);
  const id = Number(result.lastInsertRowid);
  db.prepare(
    'UPDATE customers SET default_address_id = ? WHERE id = ? AND default_address_id IS NULL',
  ).run(id, customerId);
  return ownedAddress(db, customerId, id)!;
}

export function updateAddress(
  db: Database,
  row: AddressRow,
  input: AddressInput,
): AddressRow {
  const values = columnsOf(input);
  const keys = Object.keys(values);
  db.prepare(
    `UPDATE customer_addresses SET ${[...keys.map((k) => `${k} = ?`), 'updated_at = ?'].join(', ')} WHERE id = ?`,
  ).run(...keys.map((k) => values[k]), new Date().toISOString(), row.id);
  return ownedAddress(db, row.customer_id, row.id)!;
}

/** Deleting the default promotes the oldest remaining address. */
export function deleteAddress(db: Database, row: AddressRow) {
  db.prepare('DELETE FROM customer_addresses WHERE id = ?').run(row.id);
  const next = db
    .prepare(
      'SELECT id FROM customer_addresses WHERE customer_id = ? ORDER BY id LIMIT 1',
    )
    .get(row.customer_id) as {id: number} | undefined;
  db.prepare(
    'UPDATE customers SET default_address_id = ? WHERE id = ? AND (default_address_id = ? OR default_address_id IS NULL)',
  ).run(next?.id ?? null, row.customer_id, row.id);
}

export const addressNotFound = (field = 'id') =>
  userError('NOT_FOUND', [field], 'Address does not exist');

/** MailingAddress as the Storefront API returns it. */
export function addressObject(row: AddressRow) {
  const country = resolveCountry(row.country);
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  const province = findProvince(country.code, row.province);
  // Printed lines use the province's code where there is one ("Sydney NSW 2000"), as Shopify prints them.
  const shortProvince = province?.code ?? row.province;
  const area = [row.city, shortProvince, row.zip].filter(Boolean).join(' ');
  return {
    __typename: 'MailingAddress',
    id: addressGid(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    name: name || null,
    company: row.company,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    provinceCode: province?.code ?? null,
    zip: row.zip,
    country: row.country,
    countryCode: country.code,
    countryCodeV2: country.code,
    latitude: null,
    longitude: null,
    formattedArea:
      [[row.city, shortProvince].filter(Boolean).join(' '), row.country]
        .filter(Boolean)
        .join(', ') || null,
    formatted: ({
      withName = false,
      withCompany = true,
    }: {
      withName?: boolean;
      withCompany?: boolean;
    }) =>
      [
        withName ? name : '',
        withCompany ? (row.company ?? '') : '',
        row.address1 ?? '',
        row.address2 ?? '',
        area,
        row.country ?? '',
      ].filter(Boolean),
  };
}
