/**
 * Back to the same tile: when a shopper leaves a collection for a product, the
 * collection and the product are remembered; when they come back with the browser's
 * back button to that collection, its tile is scrolled into view. Any other arrival
 * forgets it.
 *
 * The state is a pure reducer; `createCollectionScrollStore` keeps it in session
 * storage so it also survives the full page loads of a shopper without JavaScript
 * or a reload on the product page.
 */

export type CollectionScrollState = {
  requireScroll: boolean;
  scrollToProductHandle: string | null;
  collectionLeaving: string | null;
  recentPopstatePath: string | null;
};

export type CollectionScrollAction =
  /** A back/forward navigation arrived at `path`. */
  | {type: 'check'; path: string}
  | {type: 'setData'; collectionLeaving: string; scrollToProductHandle: string}
  /** The tile was scrolled to. */
  | {type: 'done'}
  | {type: 'reset'};

export const initialCollectionScroll: CollectionScrollState = {
  requireScroll: false,
  scrollToProductHandle: null,
  collectionLeaving: null,
  recentPopstatePath: null,
};

/** Whether `path` is on the collection with this handle: a whole path segment, so 'dress' is not 'dresses'. */
export function pathHasCollection(path: string, handle: string): boolean {
  if (!handle) return false;
  const pathname = String(path ?? '').split(/[?#]/)[0];
  return pathname.split('/').some((segment) => {
    try {
      return decodeURIComponent(segment) === handle;
    } catch {
      return segment === handle;
    }
  });
}

export function collectionScrollReducer(
  state: CollectionScrollState,
  action: CollectionScrollAction,
): CollectionScrollState {
  switch (action.type) {
    case 'check': {
      const requireScroll = Boolean(
        state.collectionLeaving &&
        state.scrollToProductHandle &&
        pathHasCollection(action.path, state.collectionLeaving),
      );
      return requireScroll
        ? {...state, requireScroll, recentPopstatePath: action.path}
        : {...initialCollectionScroll, recentPopstatePath: action.path};
    }
    case 'setData':
      return {
        ...state,
        requireScroll: false,
        collectionLeaving: action.collectionLeaving,
        scrollToProductHandle: action.scrollToProductHandle,
      };
    case 'done':
      return {
        ...initialCollectionScroll,
        recentPopstatePath: state.recentPopstatePath,
      };
    case 'reset':
      return initialCollectionScroll;
    default:
      return state;
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const COLLECTION_SCROLL_KEY = 'collection-scroll';

function read(storage: KeyValueStorage | null): CollectionScrollState {
  try {
    const raw = storage?.getItem(COLLECTION_SCROLL_KEY);
    const parsed = raw
      ? (JSON.parse(raw) as Partial<CollectionScrollState>)
      : null;
    if (!parsed || typeof parsed !== 'object') return initialCollectionScroll;
    const textOrNull = (value: unknown) =>
      typeof value === 'string' && value ? value : null;
    return {
      requireScroll: parsed.requireScroll === true,
      scrollToProductHandle: textOrNull(parsed.scrollToProductHandle),
      collectionLeaving: textOrNull(parsed.collectionLeaving),
      recentPopstatePath: textOrNull(parsed.recentPopstatePath),
    };
  } catch {
    return initialCollectionScroll;
  }
}

/** The state kept in `storage` (session storage in a browser); works, unsaved, without one. */
export function createCollectionScrollStore(storage: KeyValueStorage | null) {
  let state = read(storage);
  return {
    get: () => state,
    dispatch(action: CollectionScrollAction): CollectionScrollState {
      state = collectionScrollReducer(state, action);
      try {
        if (state === initialCollectionScroll)
          storage?.removeItem(COLLECTION_SCROLL_KEY);
        else storage?.setItem(COLLECTION_SCROLL_KEY, JSON.stringify(state));
      } catch {
        // Storage full or blocked (private mode): the in-memory state still works for this page.
      }
      return state;
    },
  };
}
