import {UNSAFE_useScrollRestoration as useScrollRestoration} from 'react-router';

/** Where React Router's scroll restoration keeps positions (its default). */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * Runs where the server writes it, before the page's modules. A history entry the router
 * has seen before (a reload; back or forward from another site) scrolls to where the
 * shopper left it. A new entry has nothing to restore: it gets the key and index the
 * router would write when it starts, in one history write, and sessionStorage is not
 * opened. Self-contained: its source is what the page runs. A browser that blocks storage
 * gets no restore from here and no error.
 */
function restoreScroll(storageKey: string) {
  const state = window.history.state as {key?: string} | null;
  if (!state || !state.key) {
    window.history.replaceState(
      Object.assign({usr: null, idx: 0}, state, {
        key: Math.random().toString(36).slice(2, 10),
      }),
      '',
    );
    return;
  }
  let positions: Record<string, unknown> | null;
  try {
    positions = JSON.parse(sessionStorage.getItem(storageKey) || '{}');
  } catch {
    // Positions that are not JSON are dropped; storage the browser blocks has none to drop.
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Blocked: nothing to restore, and nothing worth an error on the shopper's page.
    }
    return;
  }
  const y = positions && positions[state.key];
  if (typeof y === 'number') window.scrollTo(0, y);
}

/**
 * React Router's <ScrollRestoration />, whose first script read sessionStorage and wrote
 * history on every visit, and the router wrote history again as it started: each write
 * costs the page's first tasks several milliseconds here (docs/decisions/028). The
 * router's own hook still saves and restores positions between pages.
 */
export function PageScrollRestoration({nonce}: {nonce?: string}) {
  useScrollRestoration();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // The browser keeps the server's script and draws it empty, so its source is not shipped.
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR
          ? `(${restoreScroll})(${JSON.stringify(STORAGE_KEY)})`
          : '',
      }}
    />
  );
}
