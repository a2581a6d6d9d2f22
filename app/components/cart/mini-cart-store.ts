import {useSyncExternalStore} from 'react';

/**
 * Whether the mini cart is open: a tiny store any component can open or close
 * (quick add opens it and asks it to close itself 600 ms later).
 * A mini cart that will close by itself is a glance, so it doesn't take focus;
 * one the shopper opened does, and gives it back when it closes.
 */
type State = {isOpen: boolean; takesFocus: boolean};
let state: State = {isOpen: false, takesFocus: false};
let closeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openMiniCart({autoCloseMs}: {autoCloseMs?: number} = {}) {
  clearTimeout(closeTimer);
  set({isOpen: true, takesFocus: !autoCloseMs});
  if (autoCloseMs) closeTimer = setTimeout(closeMiniCart, autoCloseMs);
}

export function closeMiniCart() {
  clearTimeout(closeTimer);
  if (state.isOpen) set({isOpen: false, takesFocus: false});
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
