import {useSyncExternalStore} from 'react';

/**
 * Whether the mini cart is open: a tiny store any component can open or close
 * (quick add opens it and asks it to close itself 600 ms later).
 * A mini cart that will close by itself is a glance, so it doesn't take focus;
 * one the shopper opened does, and gives it back when it closes.
 */
import type {CartMessage} from '~/lib/cart/messages';

/**
 * What the cart service said about the change that opened it: `notices` when it took the
 * change its own way (a capped quantity), `errors` when it refused or failed it.
 */
type State = {
  isOpen: boolean;
  takesFocus: boolean;
  notices: readonly CartMessage[];
  errors: readonly CartMessage[];
};
const NONE: readonly CartMessage[] = [];
const CLOSED: State = {
  isOpen: false,
  takesFocus: false,
  notices: NONE,
  errors: NONE,
};
let state: State = CLOSED;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
// A glance lasts its whole time on screen: its clock starts when the panel is drawn,
// which can be a few frames after the add if the panel's code was still arriving.
let glanceMs: number | undefined;
let panelDrawn = false;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openMiniCart({
  autoCloseMs,
  notices = NONE,
  errors = NONE,
}: {
  autoCloseMs?: number;
  notices?: readonly CartMessage[];
  errors?: readonly CartMessage[];
} = {}) {
  clearTimeout(closeTimer);
  // What the service said about the change stays on screen until the shopper closes it.
  const glance = notices.length || errors.length ? undefined : autoCloseMs;
  glanceMs = glance;
  set({isOpen: true, takesFocus: !glance, notices, errors});
  if (panelDrawn) miniCartDrawn();
}

/** The panel calls this once it is on screen. */
export function miniCartDrawn() {
  panelDrawn = true;
  if (glanceMs) closeTimer = setTimeout(closeMiniCart, glanceMs);
  glanceMs = undefined;
}

export function closeMiniCart() {
  clearTimeout(closeTimer);
  glanceMs = undefined;
  panelDrawn = false;
  if (state.isOpen) set(CLOSED);
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
