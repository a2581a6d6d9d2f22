import {useEffect, useRef, type RefObject} from 'react';

/**
 * What every layer over the page (drawers, dialogs) shares, written once: the native
 * <dialog> opened modally (the page behind becomes inert and the layer sits in the top
 * layer), Tab wrapping inside it, Escape and the backdrop closing only the topmost
 * layer, the page behind held still while any layer is open, and focus given back to
 * whatever opened it.
 */

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Open layers, oldest first: only the last one answers keys. */
const stack: HTMLDialogElement[] = [];

function lockPage() {
  // The page behind stops scrolling (defect 8); html keeps its scrollbar gutter, so nothing moves.
  document.documentElement.dataset.scrollLocked = 'true';
}
function unlockPage() {
  if (stack.length === 0) delete document.documentElement.dataset.scrollLocked;
}

function focusable(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.closest('[hidden], [inert]') &&
      (element.offsetParent !== null || element === document.activeElement),
  );
}

/**
 * A modal dialog lets Tab leave for the browser's own controls; in a page that means
 * focus falls to <body>. Wrap instead, so keyboard users stay in the layer they opened.
 */
function wrapTab(event: KeyboardEvent, dialog: HTMLDialogElement) {
  const items = focusable(dialog);
  if (items.length === 0) return;
  const active = document.activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  if (!dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export type ModalLayerOptions = {
  /** Asked to close (Escape, backdrop, the browser closing it); the owner unmounts the layer. */
  onClose: () => void;
  /**
   * false: a glance (the mini cart after quick add) that shows without taking focus or
   * making the page inert. It still holds the page still and answers Escape.
   */
  modal?: boolean;
  /** Where focus starts (an element, or a selector inside the layer); the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null> | string;
};

/** Opens `ref`'s <dialog> while the calling component is mounted. */
export function useModalLayer(
  ref: RefObject<HTMLDialogElement | null>,
  {onClose, modal = true, initialFocus}: ModalLayerOptions,
) {
  const close = useRef(onClose);
  close.current = onClose;
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The first opening remembers who opened it; a glance turned modal keeps that.
    if (
      !opener.current &&
      document.activeElement instanceof HTMLElement &&
      !dialog.contains(document.activeElement)
    ) {
      opener.current = document.activeElement;
    }
    if (modal) {
      if (dialog.open && !dialog.matches(':modal')) dialog.close();
      if (!dialog.open) dialog.showModal();
      const start =
        typeof initialFocus === 'string'
          ? dialog.querySelector<HTMLElement>(initialFocus)
          : initialFocus?.current;
      (start ?? focusable(dialog)[0])?.focus();
    } else if (stack.some((layer) => layer.matches(':modal'))) {
      // A glance over a modal layer (quick add from the search overlay) would sit under
      // it; a manual popover joins the top layer above it and still leaves focus alone.
      if (dialog.open) dialog.close();
      dialog.popover = 'manual';
      dialog.showPopover();
    } else if (!dialog.open) {
      // The attribute shows it without the dialog focusing steps: focus stays where it was.
      dialog.setAttribute('open', '');
    }
    stack.push(dialog);
    lockPage();

    const isTop = () => stack[stack.length - 1] === dialog;
    const onCancel = (event: Event) => {
      if (event.target !== dialog) return;
      event.preventDefault();
      close.current();
    };
    // Chromium may close a dialog without a cancel it can stop (a second quick Escape).
    const onClosed = (event: Event) => {
      // A glance turned modal is closed and reopened at once: that close is no request.
      if (event.target === dialog && !dialog.open) close.current();
    };
    // A click on the backdrop lands on the dialog element itself; its content fills the box.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && isTop()) close.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape' && !modal) close.current();
      if (event.key === 'Tab' && modal) wrapTab(event, dialog);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    dialog.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      dialog.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(dialog), 1);
      unlockPage();
      const active = document.activeElement;
      const hadFocus =
        !active || active === document.body || dialog.contains(active);
      if (dialog.matches(':popover-open')) dialog.hidePopover();
      dialog.removeAttribute('popover');
      if (dialog.open) dialog.close();
      // Give focus back only if the layer had it (or it was lost with the layer).
      if (hadFocus && opener.current?.isConnected) opener.current.focus();
    };
  }, [ref, modal, initialFocus]);
}
