import {
  useCallback,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import {useModalLayer} from './modal-layer';

type Props = {
  title: string;
  titleId: string;
  /** Called once the closing animation has played. */
  onClose: () => void;
  /** How long the closing animation plays before the dialog goes away. */
  closeAfterMs?: number;
  initialFocus?: RefObject<HTMLElement | null> | string;
  className?: string;
  children: ReactNode;
};

/**
 * A centred modal dialog, 700 px wide at most and 90vh tall at most (spec: the
 * back-in-stock modal). Opened from another layer (the search overlay), Escape closes
 * only this one.
 */
export function Dialog({
  title,
  titleId,
  onClose,
  closeAfterMs = 0,
  initialFocus,
  className = '',
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => {
    if (closing) return;
    setClosing(true);
    window.setTimeout(onClose, closeAfterMs);
  }, [closing, closeAfterMs, onClose]);
  useModalLayer(dialog, {onClose: close, initialFocus});
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-closing={closing || undefined}
      className={`${className} m-auto max-h-[90vh] w-[min(700px,calc(100vw-2rem))] max-w-[700px] overflow-auto rounded-theme bg-paper p-0 text-ink transition-[opacity,transform] duration-450 backdrop:bg-black/45 backdrop:transition-opacity backdrop:duration-450 starting:open:translate-y-6 starting:open:opacity-0 data-closing:translate-y-6 data-closing:opacity-0 data-closing:backdrop:opacity-0 motion-reduce:duration-1`}
    >
      <div className="relative px-6 pt-8 pb-6">
        <button
          type="button"
          className="absolute top-2 right-2 size-11 cursor-pointer border-0 bg-transparent text-3xl leading-none text-ink"
          onClick={close}
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="m-0 mr-10 mb-2 text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
