import {useEffect} from 'react';

/** Runs `callback` once the browser has a quiet moment, or after `timeout` ms at the latest. */
export function whenIdle(callback: () => void, timeout = 1000) {
  if (window.requestIdleCallback)
    window.requestIdleCallback(callback, {timeout});
  else window.setTimeout(callback, 1);
}

/** Fetches code the page may need soon (a drawer, the cart panel) once the browser is idle. */
export function useIdlePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    whenIdle(() => void load().catch(() => {}));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
