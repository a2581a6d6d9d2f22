/**
 * Turning a cart into an order, and the Order object the Storefront API returns.
 *
 * Placing an order is one transaction: stock is checked and lowered, the order gets the
 * next number from 1001, the cart is completed. If any line is short of stock nothing
 * changes and the caller gets the shortfalls to show.
 */
import {randomBytes} from 'node:crypto';
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {bumpCatalogVersion} from '../catalog/version.ts';
import {connection, type ConnectionArgs} from '../cart/connection.ts';
import {variantFacts, variantObject} from '../cart/merchandise.ts';
import {money} from '../cart/money.ts';
import {priceCart, type AppliedCode} from '../cart/pricing.ts';
import type {CartRow} from '../cart/store.ts';
import {addressObject, type AddressRow} from '../customers/addresses.ts';
import {sameSecret} from '../customers/secrets.ts';

export type OrderRow = {
  id: number;
  number: number;
  token: string;
  secret: string;
  cart_token: string;
  customer_id: number | null;
  email: string | null;
  phone: string | null;
  currency: string;
  subtotal: number;
  discount_total: number;
  total: number;
  discount_codes: string;
  attributes: string;
  note: string | null;
  shipping_address: string | null;
  storefront_origin: string | null;
  financial_status: string;
  fulfillment_status: string;
  processed_at: string;
  canceled_at: string | null;
  cancel_reason: string | null;
};

export type OrderLineRow = {
  id: number;
  order_id: number;
  position: number;
  variant_id: number;
  product_id: number;
  product_title: string;
  variant_title: string;
  sku: string;
  quantity: number;
  unit_price: number;
  discount: number;
  image_url: string | null;
  image_alt: string | null;
  attributes: string;
};

export type Shortfall = {
  title: string;
  variantTitle: string;
  wanted: number;
  available: number;
};

export const FIRST_ORDER_NUMBER = 1001;

/** Splits a discount over amounts in proportion, giving rounding leftovers to the last one. */
function allocate(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (!sum || !total) return amounts.map(() => 0);
  let left = total;
  return amounts.map((amount, i) => {
    const share =
      i === amounts.length - 1 ? left : Math.floor((total * amount) / sum);
    left -= share;
    return share;
  });
}

export function placeOrder(
  db: Database,
  cart: CartRow,
  {email, country}: {email: string | null; country: string},
): {order: OrderRow} | {shortfalls: Shortfall[]} | {empty: true} {
  return transaction(db, () => {
    const priced = priceCart(db, cart, country);
    if (!priced.lines.length) return {empty: true as const};
    const shortfalls = priced.lines
      .filter(
        (line) =>
          line.facts.tracked && line.row.quantity > line.facts.inventory,
      )
      .map((line) => ({
        title: line.facts.productTitle,
        variantTitle: line.facts.title,
        wanted: line.row.quantity,
        available: Math.max(0, line.facts.inventory),
      }));
    if (shortfalls.length) return {shortfalls};

    const {next} = db
      .prepare('SELECT MAX(number) + 1 AS next FROM orders')
      .get() as {next: number | null};
    const customer = cart.customer_id;
    const address = customer
      ? (db
          .prepare(
            'SELECT a.* FROM customer_addresses a JOIN customers c ON c.default_address_id = a.id WHERE c.id = ?',
          )
          .get(customer) as AddressRow | undefined)
      : undefined;
    const applied = priced.discounts.filter((d) => d.applicable);
    const now = new Date().toISOString();
    const result = db
      .prepare(
        `INSERT INTO orders (number, token, secret, cart_token, customer_id, email, phone, currency, subtotal,
           discount_total, total, discount_codes, attributes, note, shipping_address, storefront_origin,
           financial_status, fulfillment_status, processed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PAID', 'UNFULFILLED', ?)`,
      )
      .run(
        next ?? FIRST_ORDER_NUMBER,
        randomBytes(16).toString('hex'),
        randomBytes(16).toString('hex'),
        cart.token,
        customer,
        email,
        cart.phone,
        priced.currency,
        priced.subtotal,
        priced.discountTotal,
        priced.total,
        JSON.stringify(
          applied.map(({code, kind, value, amount}) => ({
            code,
            kind,
            value,
            amount,
          })),
        ),
        cart.attributes,
        cart.note,
        address ? JSON.stringify(address) : null,
        cart.storefront_origin,
        now,
      );
    const orderId = Number(result.lastInsertRowid);
    const shares = allocate(
      priced.discountTotal,
      priced.lines.map((line) => line.subtotal),
    );
    const insertLine = db.prepare(
      `INSERT INTO order_lines (order_id, position, variant_id, product_id, product_title, variant_title, sku, quantity,
         unit_price, discount, image_url, image_alt, attributes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    priced.lines.forEach((line, i) => {
      const {facts, row} = line;
      insertLine.run(
        orderId,
        i + 1,
        facts.id,
        facts.productId,
        facts.productTitle,
        facts.title,
        facts.sku,
        row.quantity,
        line.unit,
        shares[i],
        facts.image?.url ?? null,
        facts.image?.alt ?? null,
        row.attributes,
      );
      if (facts.tracked)
        db.prepare(
          'UPDATE variants SET inventory = inventory - ? WHERE id = ?',
        ).run(row.quantity, facts.id);
      db.prepare(
        'UPDATE products SET units_sold = units_sold + ? WHERE id = ?',
      ).run(row.quantity, facts.productId);
    });
    bumpCatalogVersion(db);
    db.prepare(
      'UPDATE carts SET completed_at = ?, updated_at = ?, order_id = ? WHERE token = ?',
    ).run(now, now, orderId, cart.token);
    return {
      order: db
        .prepare('SELECT * FROM orders WHERE id = ?')
        .get(orderId) as OrderRow,
    };
  });
}

export function orderLines(db: Database, orderId: number): OrderLineRow[] {
  return db
    .prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position')
    .all(orderId) as OrderLineRow[];
}

export function findOrder(
  db: Database,
  token: string,
  key: string,
): OrderRow | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE token = ?').get(token) as
    OrderRow | undefined;
  return row && sameSecret(row.secret, key) ? row : undefined;
}

export const orderStatusUrl = (
  order: Pick<OrderRow, 'token' | 'secret'>,
  origin: string,
) => `${origin}/checkout/orders/${order.token}?key=${order.secret}`;

function codeApplication(d: AppliedCode, currency: string) {
  return {
    __typename: 'DiscountCodeApplication',
    code: d.code,
    applicable: true,
    allocationMethod: 'ACROSS',
    targetSelection: 'ALL',
    targetType: 'LINE_ITEM',
    value:
      d.kind === 'percentage'
        ? {__typename: 'PricingPercentageValue', percentage: d.value}
        : money(d.value ?? 0, currency),
  };
}

export function orderObject(db: Database, order: OrderRow, origin: string) {
  const currency = order.currency;
  const zero = money(0, currency);
  const applied = JSON.parse(order.discount_codes) as AppliedCode[];
  const applications = applied.map((d) => codeApplication(d, currency));
  const lineItems = orderLines(db, order.id).map((line) => {
    const facts = variantFacts(db, line.variant_id, currency);
    const original = line.unit_price * line.quantity;
    return {
      title: line.product_title,
      quantity: line.quantity,
      currentQuantity: line.quantity,
      customAttributes: JSON.parse(line.attributes),
      variant: facts ? variantObject(db, facts, origin) : null,
      originalTotalPrice: money(original, currency),
      discountedTotalPrice: money(original - line.discount, currency),
      discountAllocations:
        line.discount && applications[0]
          ? [
              {
                allocatedAmount: money(line.discount, currency),
                discountApplication: applications[0],
              },
            ]
          : [],
    };
  });
  const subtotal = money(order.subtotal - order.discount_total, currency);
  const total = money(order.total, currency);
  const address = order.shipping_address
    ? (JSON.parse(order.shipping_address) as AddressRow)
    : undefined;
  return {
    __typename: 'Order',
    id: `gid://shopify/Order/${order.id}?key=${order.secret}`,
    name: `#${order.number}`,
    orderNumber: order.number,
    processedAt: order.processed_at,
    statusUrl: orderStatusUrl(order, origin),
    customerUrl: null,
    customerLocale: null,
    email: order.email,
    phone: order.phone,
    currencyCode: currency,
    financialStatus: order.financial_status,
    fulfillmentStatus: order.fulfillment_status,
    canceledAt: order.canceled_at,
    cancelReason: order.cancel_reason,
    edited: false,
    customAttributes: JSON.parse(order.attributes),
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    currentSubtotalPrice: subtotal,
    totalPrice: total,
    totalPriceV2: total,
    currentTotalPrice: total,
    originalTotalPrice: total,
    totalShippingPrice: zero,
    totalShippingPriceV2: zero,
    currentTotalShippingPrice: zero,
    totalTax: zero,
    totalTaxV2: zero,
    currentTotalTax: zero,
    totalRefunded: zero,
    totalRefundedV2: zero,
    originalTotalDuties: null,
    currentTotalDuties: null,
    shippingDiscountAllocations: [],
    successfulFulfillments: () => [],
    billingAddress: null,
    shippingAddress: address
      ? {
          ...addressObject(address),
          id: `gid://shopify/MailingAddress/${order.id}?model_name=Address`,
        }
      : null,
    lineItems: (args: ConnectionArgs) => connection(lineItems, args),
    discountApplications: (args: ConnectionArgs) =>
      connection(applications, args),
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}

const ORDER_SORT: Record<string, string> = {
  ID: 'id',
  PROCESSED_AT: 'processed_at, id',
  TOTAL_PRICE: 'total, id',
  RELEVANCE: 'id',
};

export function ordersForCustomer(
  db: Database,
  customerId: number,
  sortKey: string,
  origin: string,
) {
  const rows = db
    .prepare(
      `SELECT * FROM orders WHERE customer_id = ? ORDER BY ${ORDER_SORT[sortKey] ?? 'id'}`,
    )
    .all(customerId) as OrderRow[];
  return rows.map((row) => orderObject(db, row, origin));
}
