import {useId} from 'react';
import {useFetcher} from 'react-router';
import {Dialog} from '~/components/ui/Dialog';
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
 * The back-in-stock modal: a centred dialog, 700 px wide at most and 90vh tall at
 * most. Closing plays a 450 ms animation before it goes away; focus then returns to
 * the button that opened it.
 */
export default function BackInStockModal({product, action, onClose}: Props) {
  const fetcher = useFetcher<BackInStockActionData>({
    key: `back-in-stock:${product.handle}`,
  });
  const headingId = useId();
  return (
    <Dialog
      title="Notify me when it’s back"
      titleId={headingId}
      onClose={onClose}
      closeAfterMs={MODAL_CLOSE_MS}
      // Start where the shopper types, not on the close button.
      initialFocus='input[type="email"]'
      className="back-in-stock-modal"
    >
      <p className="mt-0 mb-4">
        Tell us your size and we’ll email you when{' '}
        <strong>{product.title}</strong> is back in stock.
      </p>
      <BackInStockForm
        product={product}
        action={action}
        fetcher={fetcher}
        headingId={headingId}
      />
    </Dialog>
  );
}
