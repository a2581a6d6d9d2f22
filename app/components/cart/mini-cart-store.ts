import {useSyncExternalStore} from 'react';

/**
 * Whether the mini cart is open: a tiny store any component can open or close
 * (quick add opens it and asks it to close itself 600 ms later).
 */
type State = {isOpen: boolean};
let state: State = {isOpen: false};
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openMiniCart({autoCloseMs}: {autoCloseMs?: number} = {}) {
  clearTimeout(closeTimer);
  set({isOpen: true});
  if (autoCloseMs) closeTimer = setTimeout(closeMiniCart, autoCloseMs);
}

export function closeMiniCart() {
  clearTimeout(closeTimer);
  set({isOpen: false});
}

export function useMiniCart() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
