import type {MoneyFragment} from 'storefrontapi.generated';
import {formatMoney} from '~/lib/money';
import {freeShippingProgress} from '~/lib/cart/shipping';
import type {CartData} from './use-cart';
import {button} from '~/components/ui/button';

export type CartShippingTexts = {
  /** Subtotal (in the cart's currency) from which shipping is free, from the site's settings. */
  freeShippingThreshold?: number | string | null;
  /** Said instead when the shopper's country has no threshold ("Free shipping isn’t offered to …"). */
  freeShippingNote?: string | null;
  shippingCostText?: string | null;
  currencyDisclaimerText?: string | null;
};

const money = (value: MoneyFragment) =>
  formatMoney(value.amount, value.currencyCode);

/** Progress toward free shipping, when the site sets a threshold. */
export function FreeShipping({
  cart,
  threshold,
  note,
}: {
  cart: CartData;
  threshold: CartShippingTexts['freeShippingThreshold'];
  note?: string | null;
}) {
  const progress = freeShippingProgress(
    cart.cost.subtotalAmount.amount,
    threshold,
  );
  if (!progress)
    return note ? <p className="free-shipping m-0 mb-1">{note}</p> : null;
  const currency = cart.cost.subtotalAmount.currencyCode;
  const text = progress.qualified
    ? 'You’ve unlocked free shipping.'
    : `Spend ${formatMoney(progress.remaining, currency)} more for free shipping.`;
  return (
    <div className="free-shipping" data-qualified={progress.qualified}>
      <p className="m-0 mb-1">{text}</p>
      <progress
        className="h-2 w-full accent-accent"
        max={100}
        value={progress.percent}
        aria-label="Progress toward free shipping"
      >
        {progress.percent}%
      </progress>
    </div>
  );
}

const NOTE = 'm-0 mb-3 text-sm text-muted';

/**
 * Subtotal, discounts, tax and duty when the service gives them, total, and the way
 * to checkout (the cart's own checkout address).
 */
export function CartSummary({
  cart,
  layout,
  texts,
}: {
  cart: CartData;
  layout: 'page' | 'mini';
  texts: CartShippingTexts;
}) {
  const {cost} = cart;
  const discount = cart.discountAllocations.reduce(
    (sum, allocation) => sum + Number(allocation.discountedAmount.amount),
    0,
  );
  const headingId = `cart-summary-${layout}`;
  return (
    <section
      className="bg-surface p-4 group-aria-busy/cart:opacity-70"
      aria-labelledby={headingId}
    >
      <h2
        id={headingId}
        className={layout === 'mini' ? 'sr-only' : 'm-0 mb-3 text-lg font-bold'}
      >
        Order summary
      </h2>
      <dl className="m-0 mb-4 [&_dd]:m-0 [&>div]:flex [&>div]:justify-between [&>div]:gap-4 [&>div]:py-1">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{money(cost.subtotalAmount)}</dd>
        </div>
        {discount > 0 ? (
          <div>
            <dt>Discounts</dt>
            <dd data-testid="cart-discount">
              −
              {formatMoney(
                discount.toFixed(2),
                cost.subtotalAmount.currencyCode,
              )}
            </dd>
          </div>
        ) : null}
        {cost.totalTaxAmount ? (
          <div>
            <dt>Tax</dt>
            <dd>{money(cost.totalTaxAmount)}</dd>
          </div>
        ) : null}
        {cost.totalDutyAmount ? (
          <div>
            <dt>Duties</dt>
            <dd>{money(cost.totalDutyAmount)}</dd>
          </div>
        ) : null}
        <div className="mt-1 border-t border-line pt-2! font-bold">
          <dt>Total</dt>
          <dd data-testid="cart-total">{money(cost.totalAmount)}</dd>
        </div>
      </dl>
      {texts.shippingCostText ? (
        <p className={NOTE}>{texts.shippingCostText}</p>
      ) : null}
      {texts.currencyDisclaimerText ? (
        <p className={NOTE}>{texts.currencyDisclaimerText}</p>
      ) : null}
      {cart.checkoutUrl && cart.totalQuantity > 0 ? (
        <a href={cart.checkoutUrl} className={button({variant: 'primary'})}>
          Checkout
        </a>
      ) : null}
    </section>
  );
}
