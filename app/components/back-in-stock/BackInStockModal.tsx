import {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {BackInStockForm, type BackInStockActionData} from './BackInStockForm';
import type {NotifyMeProduct} from './NotifyMeButton';

/** Spec: shopping, section 9 — the modal closes after a 450 ms animation. */
export const MODAL_CLOSE_MS = 450;

type Props = {
  product: NotifyMeProduct;
  action: string;
  onClose: () => void;
};

/**
 * The back-in-stock modal: a native modal dialog (focus kept inside, the page behind
 * inert, Escape closes), 700 px wide at most and 90vh tall at most. Closing plays a
 * 450 ms animation before the dialog goes away; focus then returns to the button
 * that opened it (the caller does that in onClose).
 */
export default function BackInStockModal({product, action, onClose}: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const fetcher = useFetcher<BackInStockActionData>({key: `back-in-stock:${product.handle}`});
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Start where the shopper types, not on the close button.
    dialog?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
  }, []);

  const close = useCallback(() => {
    if (closing) return;
    setClosing(true);
    window.setTimeout(() => {
      dialogRef.current?.close();
      onClose();
    }, MODAL_CLOSE_MS);
  }, [closing, onClose]);

  return (
    // Escape closes it too (onCancel below); the click handler only catches the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="modal back-in-stock-modal"
      data-closing={closing || undefined}
      aria-labelledby={headingId}
      onCancel={(event) => {
        // Escape: animate out instead of vanishing.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="modal__body">
        <button type="button" className="modal__close" onClick={close} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={headingId} className="modal__title">
          Notify me when it’s back
        </h2>
        <p className="modal__lead">
          Tell us your size and we’ll email you when <strong>{product.title}</strong> is back in stock.
        </p>
        <BackInStockForm product={product} action={action} fetcher={fetcher} headingId={headingId} />
      </div>
    </dialog>
  );
}
