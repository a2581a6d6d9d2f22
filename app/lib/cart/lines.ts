/**
 * Cart lines as the screens use them: a plain list, with changes still on their way
 * to the server already applied, so a removed line goes and a new quantity shows at
 * once. The server's answer replaces all of this when it arrives.
 */
import {CART_MESSAGES} from './messages';

type Connection<T> =
  | {nodes?: readonly T[] | null; edges?: readonly {node: T}[] | null}
  | null
  | undefined;

/** The lines of a connection (nodes or edges); a missing connection is an empty list and a logged error. */
export function flattenCartLines<T>(
  connection: Connection<T>,
  logError: (message: string) => void = console.error,
): T[] {
  if (!connection || typeof connection !== 'object') {
    logError(CART_MESSAGES.missingConnection);
    return [];
  }
  if (Array.isArray(connection.nodes)) return [...connection.nodes];
  if (Array.isArray(connection.edges))
    return connection.edges.map((edge) => edge.node);
  logError(CART_MESSAGES.missingConnection);
  return [];
}

export type CartFormAction =
  | 'LinesAdd'
  | 'LinesUpdate'
  | 'LinesRemove'
  | 'NoteUpdate'
  | 'BuyerIdentityUpdate'
  | 'AttributesUpdateInput'
  | 'DiscountCodesUpdate';

/** A cart change still in flight, as read back from a fetcher's form data. */
export type PendingCartChange = {
  action: string;
  inputs: Record<string, unknown>;
};

type LineLike = {id: string; quantity: number; merchandise: {id: string}};

export type ViewLine<L extends LineLike> = L & {
  /** 'removing' while a removal (or quantity 0) is on its way; 'updating' while a new quantity is. */
  pending?: 'removing' | 'updating';
};

export type CartView<L extends LineLike> = {
  lines: ViewLine<L>[];
  totalQuantity: number;
  isOptimistic: boolean;
};

/**
 * A size button posts only its variant, as `merchandiseId`, beside the form's
 * `{"action":"LinesAdd"}`: a listing draws hundreds of them, and a whole cart input per
 * button was a tenth of the page. It adds one of that variant.
 */
export function withQuickAddLine(
  inputs: Record<string, unknown>,
): Record<string, unknown> {
  const {merchandiseId} = inputs;
  if (inputs.lines !== undefined || typeof merchandiseId !== 'string')
    return inputs;
  return {...inputs, lines: [{merchandiseId, quantity: 1}]};
}

/** A cart change as a form posts it: Hydrogen's `cartFormInput`, completed by a size button's variant. */
export function readCartChange(form: {
  get(name: string): unknown;
}): PendingCartChange | null {
  const change = readCartFormInput(form.get('cartFormInput'));
  if (change?.action !== 'LinesAdd') return change;
  const merchandiseId = form.get('merchandiseId');
  return {
    ...change,
    inputs: withQuickAddLine(
      merchandiseId === null
        ? change.inputs
        : {...change.inputs, merchandiseId},
    ),
  };
}

/** Reads the JSON Hydrogen's CartForm posts as `cartFormInput`; null for anything else. */
export function readCartFormInput(value: unknown): PendingCartChange | null {
  if (typeof value !== 'string' || value.length > 100_000) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const {action, inputs} = parsed as {action?: unknown; inputs?: unknown};
    if (typeof action !== 'string') return null;
    return {
      action,
      inputs:
        inputs && typeof inputs === 'object'
          ? (inputs as Record<string, unknown>)
          : {},
    };
  } catch {
    return null;
  }
}

function wholeNumber(value: unknown): number | null {
  const number =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0
    ? number
    : null;
}

/**
 * The lines as they will be once the pending changes land. Removed lines stay in the
 * list marked 'removing' (screens hide them) so their forms, and any error they get
 * back, survive until the server has answered.
 */
export function applyPendingChanges<L extends LineLike>(
  lines: readonly L[],
  pending: readonly PendingCartChange[],
): CartView<L> {
  const view: ViewLine<L>[] = lines.map((line) => ({...line}));
  let unseenAdds = 0;
  let isOptimistic = false;

  for (const {action, inputs} of pending) {
    if (action === 'LinesRemove' && Array.isArray(inputs.lineIds)) {
      for (const id of inputs.lineIds) {
        const line = view.find((candidate) => candidate.id === id);
        if (line) {
          line.pending = 'removing';
          isOptimistic = true;
        }
      }
    } else if (action === 'LinesUpdate' && Array.isArray(inputs.lines)) {
      for (const change of inputs.lines as {
        id?: unknown;
        quantity?: unknown;
      }[]) {
        const line = view.find((candidate) => candidate.id === change?.id);
        const quantity = wholeNumber(change?.quantity);
        if (!line || quantity === null) continue;
        isOptimistic = true;
        if (quantity === 0) {
          line.pending = 'removing';
        } else {
          line.quantity = quantity;
          line.pending = line.pending === 'removing' ? 'removing' : 'updating';
        }
      }
    } else if (action === 'LinesAdd' && Array.isArray(inputs.lines)) {
      for (const add of inputs.lines as {
        merchandiseId?: unknown;
        quantity?: unknown;
      }[]) {
        const quantity = wholeNumber(add?.quantity ?? 1);
        if (!quantity) continue;
        isOptimistic = true;
        const line = view.find(
          (candidate) =>
            candidate.merchandise.id === add?.merchandiseId &&
            candidate.pending !== 'removing',
        );
        if (line) {
          line.quantity += quantity;
          line.pending = 'updating';
        } else {
          // Nothing to draw yet for a new item, but the count can already go up.
          unseenAdds += quantity;
        }
      }
    }
  }

  const totalQuantity = view.reduce(
    (sum, line) => sum + (line.pending === 'removing' ? 0 : line.quantity),
    unseenAdds,
  );
  return {lines: view, totalQuantity, isOptimistic};
}
