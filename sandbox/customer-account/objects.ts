/**
 * Customers, addresses and orders as the Customer Account API shows them, read from the
 * same tables the Storefront API's customer operations use.
 */
import type {Database} from '../db.ts';
import {connection, type ConnectionArgs} from '../cart/connection.ts';
import {money} from '../cart/money.ts';
import {resolveCountry} from '../customers/countries.ts';
import {findProvince} from '../customers/provinces.ts';
import {listAddresses, type AddressRow} from '../customers/addresses.ts';
import {customerGid, customerRow} from '../customers/view.ts';
import {orderLines, orderStatusUrl, type OrderRow} from '../checkout/orders.ts';

export const caAddressGid = (id: number) =>
  `gid://shopify/CustomerAddress/${id}`;

export function parseCaAddressId(id: unknown): number | undefined {
  const match =
    /^gid:\/\/shopify\/(?:Customer|Mailing)Address\/(\d{1,15})(\?.*)?$/.exec(
      String(id ?? ''),
    );
  return match ? Number(match[1]) : undefined;
}

export function caAddress(row: AddressRow, id = caAddressGid(row.id)) {
  const country = resolveCountry(row.country);
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  // The zone's code where the country has them ("NSW"), as Shopify answers and prints it.
  const zone = findProvince(country.code, row.province)?.code ?? row.province;
  const area = [row.city, zone, row.zip].filter(Boolean).join(' ');
  return {
    id,
    firstName: row.first_name,
    lastName: row.last_name,
    name: name || null,
    company: row.company,
    phoneNumber: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    zoneCode: zone,
    zip: row.zip,
    country: row.country,
    territoryCode: country.code,
    formattedArea:
      [[row.city, zone].filter(Boolean).join(' '), row.country]
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

const ORDER_SORT: Record<string, string> = {
  ID: 'id',
  CREATED_AT: 'processed_at, id',
  PROCESSED_AT: 'processed_at, id',
  UPDATED_AT: 'processed_at, id',
  ORDER_NUMBER: 'number',
  TOTAL_PRICE: 'total, id',
};

export function caOrder(db: Database, order: OrderRow, origin: string) {
  const currency = order.currency;
  const zero = money(0, currency);
  const lines = orderLines(db, order.id).map((line) => ({
    id: `gid://shopify/LineItem/${line.id}`,
    title: line.product_title,
    name:
      line.variant_title && line.variant_title !== 'Default Title'
        ? `${line.product_title} - ${line.variant_title}`
        : line.product_title,
    quantity: line.quantity,
    variantId: `gid://shopify/ProductVariant/${line.variant_id}`,
    productId: `gid://shopify/Product/${line.product_id}`,
    variantTitle: line.variant_title,
    sku: line.sku,
    image: line.image_url
      ? {
          url: () => new URL(line.image_url!, origin).toString(),
          altText: line.image_alt,
          width: 1280,
          height: 1920,
        }
      : null,
    price: money(line.unit_price, currency),
    totalPrice: money(
      line.unit_price * line.quantity - line.discount,
      currency,
    ),
  }));
  const shipping = order.shipping_address
    ? (JSON.parse(order.shipping_address) as AddressRow)
    : undefined;
  return {
    id: `gid://shopify/Order/${order.id}`,
    name: `#${order.number}`,
    number: order.number,
    confirmationNumber: order.token.slice(0, 9).toUpperCase(),
    processedAt: order.processed_at,
    createdAt: order.processed_at,
    updatedAt: order.processed_at,
    statusPageUrl: orderStatusUrl(order, origin),
    currencyCode: currency,
    email: order.email,
    phone: order.phone,
    financialStatus: order.financial_status,
    fulfillmentStatus: order.fulfillment_status,
    cancelledAt: order.canceled_at,
    cancelReason: order.cancel_reason,
    subtotal: money(order.subtotal - order.discount_total, currency),
    totalPrice: money(order.total, currency),
    totalShipping: zero,
    totalTax: zero,
    totalRefunded: zero,
    note: order.note,
    requiresShipping: true,
    shippingAddress: shipping
      ? caAddress(shipping, `gid://shopify/OrderAddress/${order.id}`)
      : null,
    lineItems: (args: ConnectionArgs) => connection(lines, args),
  };
}

export function caCustomer(db: Database, id: number, origin: string) {
  const row = customerRow(db, id);
  if (!row) return null;
  const addresses = listAddresses(db, id);
  const defaultRow = addresses.find(
    (address) => address.id === row.default_address_id,
  );
  return {
    id: customerGid(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    displayName:
      [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
    emailAddress: {
      emailAddress: row.email,
      marketingState: row.accepts_marketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    },
    phoneNumber: row.phone
      ? {phoneNumber: row.phone, marketingState: 'NOT_SUBSCRIBED'}
      : null,
    tags: JSON.parse(row.tags) as string[],
    createdAt: row.created_at,
    creationDate: row.created_at,
    imageUrl: `${origin}/_sandbox/avatar.png`,
    defaultAddress: defaultRow ? caAddress(defaultRow) : null,
    addresses: ({
      skipDefault,
      ...args
    }: ConnectionArgs & {skipDefault?: boolean}) =>
      connection(
        addresses
          .filter(
            (address) => !skipDefault || address.id !== row.default_address_id,
          )
          .map((address) => caAddress(address)),
        args,
      ),
    orders: ({
      sortKey = 'ID',
      ...args
    }: ConnectionArgs & {sortKey?: string}) => {
      const rows = db
        .prepare(
          `SELECT * FROM orders WHERE customer_id = ? ORDER BY ${ORDER_SORT[sortKey] ?? 'id'}`,
        )
        .all(id) as OrderRow[];
      return connection(
        rows.map((order) => caOrder(db, order, origin)),
        args,
      );
    },
  };
}

export function caOrderById(
  db: Database,
  customerId: number,
  id: unknown,
  origin: string,
) {
  const match = /^gid:\/\/shopify\/Order\/(\d{1,15})$/.exec(String(id ?? ''));
  if (!match) return null;
  const row = db
    .prepare('SELECT * FROM orders WHERE id = ? AND customer_id = ?')
    .get(Number(match[1]), customerId) as OrderRow | undefined;
  return row ? caOrder(db, row, origin) : null;
}
