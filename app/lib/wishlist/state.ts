/**
 * Wishlist list state (spec: shopping, section 4): request/success/error for get, add
 * and remove, plus clear. It starts loading with no items; a fetch success replaces
 * the items and a failure stops loading; an add appends a handle, a remove filters it
 * out, clear empties. Add and remove apply at request time (the heart answers the
 * tap at once); their success replaces the list with the service's answer, and a
 * failure undoes the change.
 */

export type WishlistState = {
  loading: boolean;
  items: string[];
  error: string | null;
};

export type WishlistAction =
  | {type: 'get/request'}
  | {type: 'get/success'; items: readonly string[]}
  | {type: 'get/error'; error?: string}
  | {type: 'add/request'; handle: string}
  | {type: 'add/success'; items?: readonly string[]}
  | {type: 'add/error'; handle: string; error?: string}
  | {type: 'remove/request'; handle: string}
  | {type: 'remove/success'; items?: readonly string[]}
  | {type: 'remove/error'; handle: string; error?: string}
  | {type: 'clear'};

export const initialWishlistState: WishlistState = {
  loading: true,
  items: [],
  error: null,
};

const unique = (items: readonly string[]) => [...new Set(items)];
const append = (items: readonly string[], handle: string) =>
  items.includes(handle) ? [...items] : [...items, handle];
const without = (items: readonly string[], handle: string) =>
  items.filter((item) => item !== handle);

export function wishlistReducer(
  state: WishlistState,
  action: WishlistAction,
): WishlistState {
  switch (action.type) {
    case 'get/request':
      return {...state, loading: true, error: null};
    case 'get/success':
      return {loading: false, items: unique(action.items), error: null};
    case 'get/error':
      return {...state, loading: false, error: action.error ?? 'error'};
    case 'add/request':
      return {...state, items: append(state.items, action.handle), error: null};
    case 'remove/request':
      return {
        ...state,
        items: without(state.items, action.handle),
        error: null,
      };
    case 'add/success':
    case 'remove/success':
      return action.items
        ? {...state, items: unique(action.items), error: null}
        : state;
    case 'add/error':
      return {
        ...state,
        items: without(state.items, action.handle),
        error: action.error ?? 'error',
      };
    case 'remove/error':
      return {
        ...state,
        items: append(state.items, action.handle),
        error: action.error ?? 'error',
      };
    case 'clear':
      return {...state, items: [], error: null};
    default:
      return state;
  }
}

export type PendingWishlistChange = {intent: 'add' | 'remove'; handle: string};

/**
 * The list a shopper should see: what the server last said, with the changes still on
 * their way applied on top, in the order they were made.
 */
export function wishlistWithPending(
  items: readonly string[] | null | undefined,
  pending: readonly PendingWishlistChange[],
): WishlistState {
  const base: WishlistState = items
    ? wishlistReducer(initialWishlistState, {type: 'get/success', items})
    : {...initialWishlistState, loading: false};
  return pending.reduce(
    (state, change) =>
      wishlistReducer(state, {
        type: change.intent === 'add' ? 'add/request' : 'remove/request',
        handle: change.handle,
      }),
    base,
  );
}
