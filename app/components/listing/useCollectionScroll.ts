import {useCallback, useEffect} from 'react';
import {useLocation, useNavigationType} from 'react-router';
import {createCollectionScrollStore} from '~/lib/collection-scroll';

let store: ReturnType<typeof createCollectionScrollStore> | undefined;

function scrollStore() {
  if (!store) {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // Storage blocked: remember for this page view only.
    }
    store = createCollectionScrollStore(storage);
  }
  return store;
}

function escapeAttribute(value: string) {
  return value.replace(/["\\]/g, '\\$&');
}

/**
 * Returning to a collection with the back button lands on the tile the shopper left
 * from. Returns the callback a tile calls when it is opened.
 */
export function useCollectionScroll(
  collectionHandle: string | undefined,
  ready: boolean,
) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!collectionHandle || !ready) return;
    const scroll = scrollStore();
    if (navigationType !== 'POP') {
      scroll.dispatch({type: 'reset'});
      return;
    }
    const state = scroll.dispatch({type: 'check', path: location.pathname});
    if (!state.requireScroll || !state.scrollToProductHandle) return;
    const tile = document.querySelector(
      `[data-product-handle="${escapeAttribute(state.scrollToProductHandle)}"]`,
    );
    if (tile) {
      const box = tile.getBoundingClientRect();
      const visible = box.top >= 0 && box.bottom <= window.innerHeight;
      if (!visible) tile.scrollIntoView({block: 'center', behavior: 'instant'});
    }
    scroll.dispatch({type: 'done'});
    // Runs once per arrival; location.key changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, collectionHandle, ready]);

  return useCallback(
    (productHandle: string) => {
      if (collectionHandle)
        scrollStore().dispatch({
          type: 'setData',
          collectionLeaving: collectionHandle,
          scrollToProductHandle: productHandle,
        });
    },
    [collectionHandle],
  );
}
