/**
 * The Cart object as the Storefront API returns it, built from a priced cart.
 * Tax and duty are not estimated in the sandbox, so those amounts are null, as Shopify
 * answers for carts without an estimate.
 */
import type {Database} from '../db.ts';
import {customerObject} from '../customers/view.ts';
import {connection, type ConnectionArgs} from './connection.ts';
import {variantObject} from './merchandise.ts';
import {money} from './money.ts';
import {appliedGiftCards} from './gift-cards.ts';
import {priceCart, type AppliedCode, type PricedLine} from './pricing.ts';
import {cartGid, lineGid, type Attribute, type CartRow} from './store.ts';

const attributeLookup =
  (attributes: Attribute[]) =>
  ({key}: {key: string}) =>
    attributes.find((a) => a.key === key) ?? null;

function discountApplication(discount: AppliedCode, currency: string) {
  return {
    allocationMethod: 'ACROSS',
    targetSelection: 'ALL',
    targetType: 'LINE_ITEM',
    value:
      discount.kind === 'percentage'
        ? {__typename: 'PricingPercentageValue', percentage: discount.value}
        : money(discount.value ?? 0, currency),
  };
}

function lineObject(
  db: Database,
  line: PricedLine,
  currency: string,
  origin: string,
) {
  const attributes = JSON.parse(line.row.attributes) as Attribute[];
  const unit = money(line.unit, currency);
  const compareAt =
    line.compareAt == null ? null : money(line.compareAt, currency);
  const subtotal = money(line.subtotal, currency);
  const cost = {
    amountPerQuantity: unit,
    compareAtAmountPerQuantity: compareAt,
    subtotalAmount: subtotal,
    totalAmount: subtotal,
  };
  return {
    __typename: 'CartLine',
    id: lineGid(line.row),
    quantity: line.row.quantity,
    attributes,
    attribute: attributeLookup(attributes),
    cost,
    estimatedCost: {
      amount: unit,
      compareAtAmount: compareAt,
      subtotalAmount: subtotal,
      totalAmount: subtotal,
    },
    discountAllocations: [],
    instructions: {canRemove: true, canUpdateQuantity: true},
    merchandise: variantObject(db, line.facts, origin),
    parentRelationship: null,
    sellingPlanAllocation: null,
  };
}

export function cartObject(
  db: Database,
  cart: CartRow,
  context: {country: string; origin: string},
) {
  const priced = priceCart(db, cart, context.country);
  const {currency} = priced;
  const attributes = JSON.parse(cart.attributes) as Attribute[];
  const lines = priced.lines.map((line) =>
    lineObject(db, line, currency, context.origin),
  );
  const customer = cart.customer_id
    ? customerObject(db, cart.customer_id, context.origin)
    : null;
  const subtotal = money(priced.subtotal, currency);
  const total = money(priced.total, currency);
  const cost = {
    subtotalAmount: subtotal,
    totalAmount: total,
    checkoutChargeAmount: total,
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: `${context.origin}/checkout/${cart.token}?key=${cart.secret}`,
    createdAt: cart.created_at,
    updatedAt: cart.updated_at,
    note: cart.note,
    attributes,
    attribute: attributeLookup(attributes),
    totalQuantity: priced.totalQuantity,
    lines: (args: ConnectionArgs) => connection(lines, args),
    cost,
    estimatedCost: {...cost},
    buyerIdentity: {
      countryCode: cart.country,
      email: cart.email ?? (customer?.email as string | undefined) ?? null,
      phone: cart.phone ?? (customer?.phone as string | undefined) ?? null,
      customer,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    discountCodes: priced.discounts.map(({code, applicable}) => ({
      code,
      applicable,
    })),
    discountAllocations: priced.discounts
      .filter((d) => d.applicable)
      .map((d) => ({
        __typename: 'CartCodeDiscountAllocation',
        code: d.code,
        discountedAmount: money(d.amount, currency),
        targetType: 'LINE_ITEM',
        discountApplication: discountApplication(d, currency),
      })),
    appliedGiftCards: appliedGiftCards(db, cart.token, priced.total, currency),
    delivery: {addresses: () => []},
    deliveryGroups: (args: ConnectionArgs) => connection([], args),
    metafield: null,
    metafields: ({identifiers}: {identifiers: unknown[]}) =>
      identifiers.map(() => null),
  };
}
