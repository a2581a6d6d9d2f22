import {STATUS_TEXT} from '~/lib/cart/status';
import type {CartMessage} from '~/lib/cart/messages';
import {LocaleLink} from '~/components/LocaleLink';
import {CartLineItem} from './CartLineItem';
import {CartSummary, FreeShipping, type CartShippingTexts} from './CartSummary';
import {closeMiniCart} from './mini-cart-store';
import {useCartView, type CartData} from './use-cart';
import {useAnalyticsView} from '~/components/analytics/publish';
import {cartLineItem} from '~/lib/analytics/events';
import {flattenCartLines} from '~/lib/cart/lines';
import {button} from '~/components/ui/button';

export type CartMainProps = CartShippingTexts & {
  cart: CartData | null;
  layout: 'page' | 'mini';
  /** The cart is still on its way (mini cart while the streamed cart loads). */
  loading?: boolean;
  /** Messages for the whole cart: a failed load, or a plain form post that was refused. */
  errors?: readonly CartMessage[];
  warnings?: readonly CartMessage[];
  /** Page-only forms (note, discount codes…), passed in so the mini cart never loads them. */
  options?: (cart: CartData) => React.ReactNode;
};

/**
 * The cart for the /cart page and the mini cart: status for assistive tech and tests
 * (`data-cart-status`), lines with changes in flight already applied, and totals.
 */
export function CartMain({
  cart,
  layout,
  loading = false,
  errors = [],
  warnings = [],
  options,
  ...texts
}: CartMainProps) {
  const view = useCartView(cart, {loading});
  useAnalyticsView(cart && !loading ? layout : null, () => ({
    name: 'view_cart',
    items: flattenCartLines(cart!.lines).map(cartLineItem),
    total: cart!.cost.totalAmount,
  }));
  const visible = view.lines.filter((line) => line.pending !== 'removing');
  const empty = !loading && visible.length === 0;
  const mini = layout === 'mini';
  return (
    <div
      className={`cart cart--${layout} group/cart grid gap-6 ${
        mini
          ? ''
          : 'lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)] lg:items-start lg:[&>*]:col-span-full'
      }`}
      data-cart-status={view.status}
      aria-busy={view.status !== 'idle' && view.status !== 'uninitialized'}
    >
      <p className="m-0 text-sm text-muted empty:hidden" role="status">
        {STATUS_TEXT[view.status]}
      </p>
      {errors.length ? (
        <div
          className="border border-current px-4 py-3 text-sm text-sale [&_p]:m-0"
          role="alert"
        >
          {errors.map((error, index) => (
            <p key={index}>{error.message}</p>
          ))}
        </div>
      ) : null}
      {warnings.length ? (
        <div
          className="cart-notice border border-line bg-surface px-4 py-3 [&_p]:m-0"
          role="alert"
        >
          {warnings.map((warning, index) => (
            <p key={index}>{warning.message}</p>
          ))}
        </div>
      ) : null}
      {cart && !empty ? (
        <FreeShipping
          cart={cart}
          threshold={texts.freeShippingThreshold}
          note={texts.freeShippingNote}
        />
      ) : null}
      {empty ? (
        <div className="grid justify-items-start gap-4 [&_p]:m-0">
          <p>Your cart is empty.</p>
          <LocaleLink
            to="/"
            className={button()}
            onClick={mini ? closeMiniCart : undefined}
            prefetch="intent"
          >
            Continue shopping
          </LocaleLink>
        </div>
      ) : null}
      {view.lines.length ? (
        <ul
          className="m-0 list-none border-t border-line p-0 lg:col-span-1!"
          aria-label="Items in your cart"
        >
          {view.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              layout={layout}
              disabled={mini && !view.hydrated}
              notices={warnings.filter((warning) => warning.target === line.id)}
            />
          ))}
        </ul>
      ) : null}
      {cart && !empty ? (
        <div className="grid gap-6 lg:col-span-1!">
          {options?.(cart)}
          <CartSummary cart={cart} layout={layout} texts={texts} />
          {mini ? (
            <LocaleLink
              to="/cart"
              className={button()}
              onClick={closeMiniCart}
              prefetch="intent"
            >
              View cart
            </LocaleLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
