import {useRef, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useModalLayer} from './modal-layer';

type Props = {
  /** Names the drawer for assistive technology; shown as its heading. */
  title: string;
  titleId: string;
  /** The close button's words for screen readers, after "Close" (e.g. "cart"). */
  closeLabel: string;
  onClose: () => void;
  side?: 'left' | 'right';
  /** Width on wide screens; the drawer is full width on phones. */
  width?: 'narrow' | 'wide';
  modal?: boolean;
  initialFocus?: RefObject<HTMLElement | null> | string;
  /** A name tests and the drawer's owner can find it by. */
  className?: string;
  panelRef?: RefObject<HTMLDivElement>;
  children: ReactNode;
};

/**
 * A side panel over the page: the mini cart, the search overlay, the phone menu and
 * the phone filters. It is rendered at the end of <body> so nothing around its opener
 * (the header's uppercase, nowrap) leaks into it. The owner mounts it to open it.
 */
export function Drawer({
  title,
  titleId,
  closeLabel,
  onClose,
  side = 'right',
  width = 'narrow',
  modal = true,
  initialFocus,
  className = '',
  panelRef,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalLayer(dialog, {
    onClose,
    modal,
    initialFocus: initialFocus ?? closeButton,
  });
  const placement =
    side === 'right'
      ? 'ml-auto mr-0 motion-safe:animate-drawer-right'
      : 'mr-auto ml-0 motion-safe:animate-drawer-left';
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal={modal || undefined}
      className={`${className} ${placement} fixed inset-y-0 z-70 m-0 h-dvh max-h-none w-full max-w-full overflow-hidden bg-paper p-0 text-ink shadow-2xl backdrop:bg-black/35 ${
        width === 'wide' ? 'sm:w-160' : 'sm:w-104'
      }`}
    >
      <div
        ref={panelRef}
        className="flex h-full flex-col gap-3 overflow-y-auto overscroll-contain p-4"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="m-0 text-xl font-bold">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="min-h-11 cursor-pointer border border-line bg-transparent px-3 text-ink"
            onClick={onClose}
          >
            Close<span className="sr-only"> {closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
