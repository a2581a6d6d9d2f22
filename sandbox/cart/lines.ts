/**
 * Adding and changing cart lines. Inputs are checked first and nothing is written when
 * any of them is wrong, so a failed mutation leaves the cart as it was.
 *
 * Stock policy (as Shopify's current cart API does it): a quantity above what is in stock
 * is lowered to what is in stock and reported as a warning, not an error; sold-out
 * merchandise is not added and is reported as a MERCHANDISE_OUT_OF_STOCK warning.
 */
import type {Database} from '../db.ts';
import {
  parseVariantId,
  sellable,
  variantFacts,
  variantGid,
  type VariantFacts,
} from './merchandise.ts';
import {
  MAX_LINES,
  cartError,
  warning,
  type CartUserError,
  type CartWarning,
} from './errors.ts';
import {
  attributesKey,
  cartLines,
  insertLine,
  lineGid,
  parseLineId,
  type Attribute,
  type LineRow,
} from './store.ts';

export type LineInput = {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
};
export type LineUpdateInput = {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
};

const describe = (facts: VariantFacts) =>
  facts.title && facts.title !== 'Default Title'
    ? `${facts.productTitle} - ${facts.title}`
    : facts.productTitle;

const quantityError = (field: (string | number)[]) =>
  cartError('INVALID', field, 'The quantity must be greater than 0.');

/** An unknown variant is invalid input; INVALID_MERCHANDISE_LINE is documented for a line not in the cart. */
function merchandiseError(field: (string | number)[], id: string) {
  return cartError(
    'INVALID',
    field,
    `The merchandise with id ${id} does not exist.`,
  );
}

function resolveMerchandise(db: Database, id: unknown, currency: string) {
  const variantId = String(id).startsWith('gid://shopify/ProductVariant/')
    ? parseVariantId(id)
    : undefined;
  return variantId === undefined
    ? undefined
    : variantFacts(db, variantId, currency);
}

/** Sets a line's quantity within stock; returns the warning to report, if any. */
function capToStock(
  facts: VariantFacts,
  wanted: number,
  current: number,
  target: string,
): {quantity: number; warning?: CartWarning} {
  const available = sellable(facts);
  if (wanted <= available) return {quantity: wanted};
  if (available <= 0) {
    return {
      quantity: current,
      warning: warning(
        'MERCHANDISE_OUT_OF_STOCK',
        target,
        `The product '${describe(facts)}' is already sold out.`,
      ),
    };
  }
  const added = available - current;
  return {
    quantity: Math.max(available, Math.min(current, wanted)),
    warning:
      added > 0
        ? warning(
            'MERCHANDISE_NOT_ENOUGH_STOCK',
            target,
            `Only ${added} items were added to your cart due to availability.`,
          )
        : warning(
            'MERCHANDISE_NOT_ENOUGH_STOCK',
            target,
            `You can't add more ${describe(facts)} to the cart.`,
          ),
  };
}

export function addLines(
  db: Database,
  token: string,
  inputs: LineInput[],
  currency: string,
  path = 'lines',
) {
  const errors: CartUserError[] = [];
  const resolved = inputs.map((input, i) => {
    const quantity = input.quantity ?? 1;
    if (quantity <= 0) errors.push(quantityError([path, i, 'quantity']));
    const facts = resolveMerchandise(db, input.merchandiseId, currency);
    if (!facts)
      errors.push(
        merchandiseError([path, i, 'merchandiseId'], input.merchandiseId),
      );
    return {input, quantity, facts: facts!, attributes: input.attributes ?? []};
  });
  if (errors.length) return {errors, warnings: []};

  const existing = cartLines(db, token);
  const keyOf = (variantId: number, attributes: Attribute[]) =>
    `${variantId}|${attributesKey(attributes)}`;
  const newKeys = new Set(
    resolved
      .map((r) => keyOf(r.facts.id, r.attributes))
      .filter(
        (k) =>
          !existing.some(
            (l) => keyOf(l.variant_id, JSON.parse(l.attributes)) === k,
          ),
      ),
  );
  if (existing.length + newKeys.size > MAX_LINES) {
    return {
      errors: [
        cartError(
          'MAXIMUM_EXCEEDED',
          [path],
          `Cart can't have more than ${MAX_LINES} lines.`,
        ),
      ],
      warnings: [],
    };
  }

  const warnings: CartWarning[] = [];
  for (const {facts, quantity, attributes} of resolved) {
    const key = keyOf(facts.id, attributes);
    const line = cartLines(db, token).find(
      (l) => keyOf(l.variant_id, JSON.parse(l.attributes)) === key,
    );
    const current = line?.quantity ?? 0;
    const capped = capToStock(
      facts,
      current + quantity,
      current,
      line ? lineGid(line) : variantGid(facts.id),
    );
    if (line)
      db.prepare('UPDATE cart_lines SET quantity = ? WHERE id = ?').run(
        capped.quantity,
        line.id,
      );
    else if (capped.quantity > 0) {
      const added = insertLine(
        db,
        token,
        facts.id,
        capped.quantity,
        attributes,
      );
      // A capped new line is reported against the line, like any other capped line.
      if (capped.warning) capped.warning.target = lineGid(added);
    }
    if (capped.warning) warnings.push(capped.warning);
  }
  return {errors, warnings};
}

const unknownLine = (field: (string | number)[], id: string) =>
  cartError(
    'INVALID_MERCHANDISE_LINE',
    field,
    `The merchandise line with id ${id} does not exist.`,
  );

/** Quantity 0 removes the line, as on Shopify; negative quantities are refused. */
export function updateLines(
  db: Database,
  token: string,
  inputs: LineUpdateInput[],
  currency: string,
) {
  const errors: CartUserError[] = [];
  const lines = cartLines(db, token);
  const resolved = inputs.map((input, i) => {
    const lineId = parseLineId(input.id, token);
    const line = lines.find((l) => l.id === lineId);
    if (!line) errors.push(unknownLine(['lines', i, 'id'], input.id));
    if (input.quantity != null && input.quantity < 0) {
      errors.push(
        cartError(
          'INVALID',
          ['lines', i, 'quantity'],
          'The quantity must be greater than or equal to 0.',
        ),
      );
    }
    let facts: VariantFacts | undefined;
    if (input.merchandiseId != null) {
      facts = resolveMerchandise(db, input.merchandiseId, currency);
      if (!facts)
        errors.push(
          merchandiseError(['lines', i, 'merchandiseId'], input.merchandiseId),
        );
    } else if (line) {
      facts = variantFacts(db, line.variant_id, currency);
    }
    return {input, line: line as LineRow, facts};
  });
  if (errors.length) return {errors, warnings: []};

  const warnings: CartWarning[] = [];
  for (const {input, line, facts} of resolved) {
    const quantity = input.quantity ?? line.quantity;
    if (quantity === 0 || !facts) {
      db.prepare('DELETE FROM cart_lines WHERE id = ?').run(line.id);
      continue;
    }
    const changedVariant = facts.id !== line.variant_id;
    const current = changedVariant ? 0 : Math.min(line.quantity, quantity);
    const capped = capToStock(facts, quantity, current, lineGid(line));
    if (capped.warning) warnings.push(capped.warning);
    if (capped.quantity <= 0) {
      db.prepare('DELETE FROM cart_lines WHERE id = ?').run(line.id);
      continue;
    }
    db.prepare(
      'UPDATE cart_lines SET quantity = ?, variant_id = ?, attributes = ? WHERE id = ?',
    ).run(
      capped.quantity,
      facts.id,
      input.attributes ? JSON.stringify(input.attributes) : line.attributes,
      line.id,
    );
  }
  return {errors, warnings};
}

export function removeLines(db: Database, token: string, lineIds: string[]) {
  const lines = cartLines(db, token);
  const ids = lineIds.map((id) => parseLineId(id, token));
  const errors = lineIds.flatMap((id, i) =>
    lines.some((l) => l.id === ids[i]) ? [] : [unknownLine(['lineIds', i], id)],
  );
  if (!errors.length)
    for (const id of ids)
      db.prepare('DELETE FROM cart_lines WHERE id = ?').run(id!);
  return {errors, warnings: [] as CartWarning[]};
}
