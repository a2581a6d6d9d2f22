/**
 * Prices a cart in one currency: line subtotals from the catalog's per-currency prices,
 * then at most one order discount code, like a shop with discount combinations switched off.
 * The Storefront API view, the checkout page and the order all read this one result.
 */
import type {Database} from '../db.ts';
import {currencyForCountry} from './money.ts';
import {variantFacts, type VariantFacts} from './merchandise.ts';
import {cartLines, type CartRow, type LineRow} from './store.ts';

export type PricedLine = {
  row: LineRow;
  facts: VariantFacts;
  unit: number;
  compareAt: number | null;
  subtotal: number;
};

export type AppliedCode = {
  code: string;
  applicable: boolean;
  kind?: 'percentage' | 'fixed_amount';
  value?: number;
  amount: number;
};

export type PricedCart = {
  currency: string;
  lines: PricedLine[];
  subtotal: number;
  discounts: AppliedCode[];
  discountTotal: number;
  total: number;
  totalQuantity: number;
};

type CodeRow = {
  code: string;
  kind: 'percentage' | 'fixed_amount';
  value: number;
  active: number;
};

export function priceCart(
  db: Database,
  cart: CartRow,
  fallbackCountry: string,
): PricedCart {
  const currency = currencyForCountry(cart.country ?? fallbackCountry);
  const lines: PricedLine[] = [];
  for (const row of cartLines(db, cart.token)) {
    // A variant taken out of the catalog drops out of the cart, as on Shopify.
    const facts = variantFacts(db, row.variant_id, currency);
    if (!facts) continue;
    const compareAt =
      facts.compareAt != null && facts.compareAt > facts.price
        ? facts.compareAt
        : null;
    lines.push({
      row,
      facts,
      unit: facts.price,
      compareAt,
      subtotal: facts.price * row.quantity,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  let discountTotal = 0;
  let applied = false;
  const discounts = (JSON.parse(cart.discount_codes) as string[]).map(
    (code): AppliedCode => {
      const row = db
        .prepare('SELECT * FROM discount_codes WHERE code = ?')
        .get(code) as CodeRow | undefined;
      if (!row || !row.active || applied || subtotal <= 0)
        return {code, applicable: false, amount: 0};
      applied = true;
      const amount =
        row.kind === 'percentage'
          ? Math.round((subtotal * row.value) / 100)
          : Math.min(row.value, subtotal);
      discountTotal += amount;
      return {code, applicable: true, kind: row.kind, value: row.value, amount};
    },
  );
  return {
    currency,
    lines,
    subtotal,
    discounts,
    discountTotal,
    total: Math.max(0, subtotal - discountTotal),
    totalQuantity: lines.reduce((sum, line) => sum + line.row.quantity, 0),
  };
}
