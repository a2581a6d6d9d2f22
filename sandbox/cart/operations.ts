/**
 * The cart mutations. Each runs in one transaction and either applies completely or,
 * when it reports userErrors, not at all.
 */
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {customerIdForToken} from '../customers/tokens.ts';
import {isEmail, normalizePhone} from '../customers/validation.ts';
import {
  cartError,
  unknownCart,
  warning,
  type CartUserError,
  type CartWarning,
} from './errors.ts';
import {removeGiftCards, resolveGiftCards, setGiftCards} from './gift-cards.ts';
import {
  addLines,
  removeLines,
  updateLines,
  type LineInput,
  type LineUpdateInput,
} from './lines.ts';
import {currencyForCountry} from './money.ts';
import {
  cartGid,
  findCart,
  insertCart,
  updateCart,
  type Attribute,
  type CartRow,
} from './store.ts';

export type CartContext = {
  db: Database;
  country: string;
  buyerToken?: string;
  requestOrigin?: string;
};
export type CartResult = {
  cart: CartRow | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
};

export type BuyerIdentityInput = {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
};

export type CartInput = {
  lines?: LineInput[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  note?: string | null;
  attributes?: Attribute[] | null;
  discountCodes?: string[] | null;
};

type Outcome = {errors: CartUserError[]; warnings: CartWarning[]};

class Rejected extends Error {
  outcome: Outcome;
  constructor(outcome: Outcome) {
    super('rejected');
    this.outcome = outcome;
  }
}

const currencyOf = (cart: CartRow, context: CartContext) =>
  currencyForCountry(cart.country ?? context.country);

function buyerIdentityChanges(
  db: Database,
  input: BuyerIdentityInput,
  path: string[],
) {
  const changes: Partial<CartRow> = {};
  const errors: CartUserError[] = [];
  if (input.countryCode !== undefined) changes.country = input.countryCode;
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email && !isEmail(email))
      errors.push(cartError('INVALID', [...path, 'email'], 'Email is invalid'));
    changes.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone?.trim() ? normalizePhone(input.phone) : null;
    if (phone === undefined)
      errors.push(cartError('INVALID', [...path, 'phone'], 'Phone is invalid'));
    changes.phone = phone ?? null;
  }
  if (input.customerAccessToken !== undefined) {
    const customerId = input.customerAccessToken
      ? customerIdForToken(db, input.customerAccessToken)
      : null;
    if (customerId === undefined) {
      errors.push(
        cartError(
          'INVALID',
          [...path, 'customerAccessToken'],
          'Customer access token is invalid',
        ),
      );
    }
    changes.customer_id = customerId ?? null;
  }
  return {changes, errors};
}

export function normalizeCodes(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter(
      (code) =>
        code && !seen.has(code.toUpperCase()) && seen.add(code.toUpperCase()),
    );
}

/**
 * The warnings Shopify answers (since API 2025-07) for codes that cannot apply: an unknown
 * code is not found, a switched-off one is inactive. Codes that exist but do not apply to
 * this cart's contents come back as applicable: false without a warning.
 */
function discountWarnings(
  db: Database,
  cart: CartRow,
  codes: string[],
): CartWarning[] {
  return codes.flatMap((code) => {
    const row = db
      .prepare('SELECT active FROM discount_codes WHERE code = ?')
      .get(code) as {active: number} | undefined;
    if (!row)
      return [
        warning(
          'DISCOUNT_NOT_FOUND',
          cartGid(cart),
          `The discount code ${code} could not be found.`,
        ),
      ];
    if (!row.active)
      return [
        warning(
          'DISCOUNT_CURRENTLY_INACTIVE',
          cartGid(cart),
          `The discount code ${code} is currently inactive.`,
        ),
      ];
    return [];
  });
}

function run(db: Database, work: () => {cart: CartRow} & Outcome): CartResult {
  try {
    const {cart, errors, warnings} = transaction(db, () => {
      const result = work();
      if (result.errors.length) throw new Rejected(result);
      return result;
    });
    return {cart, userErrors: errors, warnings};
  } catch (error) {
    if (error instanceof Rejected)
      return {cart: null, userErrors: error.outcome.errors, warnings: []};
    throw error;
  }
}

export function createCart(
  context: CartContext,
  input: CartInput = {},
): CartResult {
  const {db} = context;
  return run(db, () => {
    const identity = buyerIdentityChanges(db, input.buyerIdentity ?? {}, [
      'input',
      'buyerIdentity',
    ]);
    if (
      input.buyerIdentity?.customerAccessToken === undefined &&
      context.buyerToken
    ) {
      const customerId = customerIdForToken(db, context.buyerToken);
      if (customerId !== undefined) identity.changes.customer_id = customerId;
    }
    const country = identity.changes.country ?? context.country;
    const cart = insertCart(db, {
      country,
      storefrontOrigin: context.requestOrigin ?? null,
    });
    const lines = addLines(
      db,
      cart.token,
      input.lines ?? [],
      currencyForCountry(country),
      'lines',
    );
    const codes = normalizeCodes(input.discountCodes ?? []);
    updateCart(db, cart.token, {
      ...identity.changes,
      country,
      note: input.note ?? null,
      attributes: JSON.stringify(input.attributes ?? []),
      discount_codes: JSON.stringify(codes),
    });
    return {
      cart,
      errors: [...identity.errors, ...lines.errors],
      warnings: [...lines.warnings, ...discountWarnings(db, cart, codes)],
    };
  });
}

/** Runs a change against an existing open cart, or answers that it does not exist. */
export function changeCart(
  context: CartContext,
  cartId: string,
  change: (cart: CartRow) => Outcome,
): CartResult {
  const cart = findCart(context.db, cartId);
  if (!cart) return {cart: null, userErrors: [unknownCart()], warnings: []};
  return run(context.db, () => {
    const outcome = change(cart);
    if (!outcome.errors.length) updateCart(context.db, cart.token, {});
    return {cart, ...outcome};
  });
}

const done = (errors: CartUserError[] = []): Outcome => ({
  errors,
  warnings: [],
});

export const cartOperations = {
  linesAdd: (context: CartContext, cartId: string, lines: LineInput[]) =>
    changeCart(context, cartId, (cart) =>
      addLines(context.db, cart.token, lines, currencyOf(cart, context)),
    ),
  linesUpdate: (
    context: CartContext,
    cartId: string,
    lines: LineUpdateInput[],
  ) =>
    changeCart(context, cartId, (cart) =>
      updateLines(context.db, cart.token, lines, currencyOf(cart, context)),
    ),
  linesRemove: (context: CartContext, cartId: string, lineIds: string[]) =>
    changeCart(context, cartId, (cart) =>
      removeLines(context.db, cart.token, lineIds),
    ),
  noteUpdate: (context: CartContext, cartId: string, note: string) =>
    changeCart(context, cartId, (cart) => {
      updateCart(context.db, cart.token, {note});
      return done();
    }),
  attributesUpdate: (
    context: CartContext,
    cartId: string,
    attributes: Attribute[],
  ) =>
    changeCart(context, cartId, (cart) => {
      updateCart(context.db, cart.token, {
        attributes: JSON.stringify(attributes),
      });
      return done();
    }),
  discountCodesUpdate: (
    context: CartContext,
    cartId: string,
    codes: string[],
  ) =>
    changeCart(context, cartId, (cart) => {
      const kept = normalizeCodes(codes);
      updateCart(context.db, cart.token, {
        discount_codes: JSON.stringify(kept),
      });
      return {errors: [], warnings: discountWarnings(context.db, cart, kept)};
    }),
  giftCardCodesAdd: (
    context: CartContext,
    cartId: string,
    codes: string[],
    replace = false,
  ) =>
    changeCart(context, cartId, (cart) => {
      const {cards, errors} = resolveGiftCards(context.db, codes);
      if (!errors.length) setGiftCards(context.db, cart.token, cards, replace);
      return done(errors);
    }),
  giftCardCodesRemove: (context: CartContext, cartId: string, ids: string[]) =>
    changeCart(context, cartId, (cart) =>
      done(removeGiftCards(context.db, cart.token, ids)),
    ),
  buyerIdentityUpdate: (
    context: CartContext,
    cartId: string,
    buyerIdentity: BuyerIdentityInput,
  ) =>
    changeCart(context, cartId, (cart) => {
      const {changes, errors} = buyerIdentityChanges(
        context.db,
        buyerIdentity,
        ['buyerIdentity'],
      );
      if (!errors.length) updateCart(context.db, cart.token, changes);
      return done(errors);
    }),
};
