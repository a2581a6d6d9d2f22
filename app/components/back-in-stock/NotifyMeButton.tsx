import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {localizePath} from '~/lib/locale-paths';
import {button} from '~/components/ui/button';

export type NotifyMeProduct = {
  id: string;
  handle: string;
  title: string;
  variants: {id: string; size: string; inventoryQuantity?: number | null}[];
};

export const BACK_IN_STOCK_PATH = '/api/back-in-stock';

/** Bold and spaced like the add-to-cart button it stands in for. */
const NOTIFY_ME = button({className: 'notify-me font-bold tracking-[0.05em]'});

// The modal, its form and validation load only when a shopper asks for them.
const loadModal = () => import('./BackInStockModal');
const BackInStockModal = lazy(loadModal);

/**
 * 'NOTIFY ME' on an out-of-stock style. Before JavaScript runs (or without it) it is a
 * link to the back-in-stock page for the product; once the page is interactive it
 * becomes a button that opens the back-in-stock modal.
 */
export function NotifyMeButton({
  product,
  locale,
}: {
  product: NotifyMeProduct;
  /** The site (a prop, not the route's: a product tile draws it without the router). */
  locale: string;
}) {
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setInteractive(true), []);

  const action = localizePath(BACK_IN_STOCK_PATH, locale);
  const onClose = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const context = (
    <span className="sr-only"> when {product.title} is back in stock</span>
  );

  if (!interactive) {
    return (
      <a
        className={NOTIFY_ME}
        href={`${action}?product=${encodeURIComponent(product.handle)}`}
        rel="nofollow"
      >
        NOTIFY ME{context}
      </a>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={NOTIFY_ME}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => setOpen(true)}
      >
        NOTIFY ME{context}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BackInStockModal
            product={product}
            action={action}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
