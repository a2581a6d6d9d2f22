/**
 * The sandbox checkout's HTML: the payment page, its error states, and the order status
 * ("thank you") page. Plain server-rendered forms that work without JavaScript.
 */
import {formatMoney} from '../cart/money.ts';
import type {PricedCart} from '../cart/pricing.ts';
import {escapeHtml, page} from '../outbox/html.ts';
import type {OrderLineRow, OrderRow, Shortfall} from './orders.ts';

type SummaryLine = {
  image: string | null;
  title: string;
  variant: string;
  quantity: number;
  total: number;
};

function summary(
  lines: SummaryLine[],
  totals: {subtotal: number; discount: number; codes: string[]; total: number},
  currency: string,
) {
  const rows = lines
    .map(
      (l) => `<tr>
  <td>${l.image ? `<img src="${escapeHtml(l.image)}" alt="" width="48" height="72">` : ''}</td>
  <th scope="row">${escapeHtml(l.title)}${l.variant && l.variant !== 'Default Title' ? `<br><span class="note">${escapeHtml(l.variant)}</span>` : ''}</th>
  <td class="num">${l.quantity}</td>
  <td class="num">${escapeHtml(formatMoney(l.total, currency))}</td>
</tr>`,
    )
    .join('\n');
  const discount = totals.discount
    ? `<tr><th scope="row" colspan="3">Discount (${escapeHtml(totals.codes.join(', '))})</th><td class="num">−${escapeHtml(formatMoney(totals.discount, currency))}</td></tr>`
    : '';
  return `<table>
<caption>Order summary</caption>
<thead><tr><td></td><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${escapeHtml(formatMoney(totals.subtotal, currency))}</td></tr>
${discount}
<tr><th scope="row" colspan="3">Shipping</th><td class="num">Free</td></tr>
<tr><th scope="row" colspan="3">Total</th><td class="num"><strong>${escapeHtml(formatMoney(totals.total, currency))}</strong></td></tr>
</tfoot>
</table>`;
}

function cartSummary(priced: PricedCart) {
  return summary(
    priced.lines.map((l) => ({
      image: l.facts.image?.url ?? null,
      title: l.facts.productTitle,
      variant: l.facts.title,
      quantity: l.row.quantity,
      total: l.subtotal,
    })),
    {
      subtotal: priced.subtotal,
      discount: priced.discountTotal,
      codes: priced.discounts.filter((d) => d.applicable).map((d) => d.code),
      total: priced.total,
    },
    priced.currency,
  );
}

export function checkoutPage(
  priced: PricedCart,
  form: {email: string; returnTo: string; action: string},
  error?: {message: string; status: number},
) {
  const alert = error
    ? `<div class="error" role="alert"><p>${escapeHtml(error.message)}</p></div>`
    : '';
  if (!priced.lines.length) {
    return page(
      'Checkout',
      `<h1>Checkout</h1>${alert}<p>Your cart is empty.</p><p><a href="${escapeHtml(form.returnTo)}">Return to store</a></p>`,
      error?.status ?? 200,
    );
  }
  return page(
    'Checkout',
    `<h1>Checkout</h1>
${alert}
${cartSummary(priced)}
<form method="post" action="${escapeHtml(form.action)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(form.email)}"${error?.status === 422 ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
  ${error?.status === 422 ? `<p id="email-error" class="note">${escapeHtml(error.message)}</p>` : ''}
  <input type="hidden" name="return_to" value="${escapeHtml(form.returnTo)}">
  <button type="submit">Pay now</button>
</form>
<p class="note">This is the sandbox store's checkout: no payment is taken.</p>
<p><a href="${escapeHtml(form.returnTo)}">Return to store</a></p>`,
    error?.status ?? 200,
  );
}

export function shortfallMessage(shortfalls: Shortfall[]) {
  const items = shortfalls.map(
    (s) =>
      `${s.title}${s.variantTitle && s.variantTitle !== 'Default Title' ? ` (${s.variantTitle})` : ''}: ` +
      (s.available
        ? `only ${s.available} left, you asked for ${s.wanted}`
        : 'sold out'),
  );
  return `Some items in your cart are no longer available, so no order was placed. ${items.join('; ')}.`;
}

export function notFoundPage() {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This checkout link is not valid, or the cart no longer exists.</p>',
    404,
  );
}

export function orderPage(
  order: OrderRow,
  lines: OrderLineRow[],
  returnTo: string,
  justPlaced: boolean,
) {
  const heading = justPlaced
    ? 'Thank you for your order'
    : `Order #${order.number}`;
  const codes = (JSON.parse(order.discount_codes) as {code: string}[]).map(
    (d) => d.code,
  );
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p role="status">Order <strong>#${order.number}</strong> is confirmed and paid.${order.email ? ` We'll send updates to ${escapeHtml(order.email)}.` : ''}</p>
<dl>
  <dt>Placed</dt><dd><time datetime="${escapeHtml(order.processed_at)}">${escapeHtml(order.processed_at)}</time></dd>
  <dt>Payment</dt><dd>Paid</dd>
  <dt>Fulfillment</dt><dd>Unfulfilled</dd>
</dl>
${summary(
  lines.map((l) => ({
    image: l.image_url,
    title: l.product_title,
    variant: l.variant_title,
    quantity: l.quantity,
    total: l.unit_price * l.quantity,
  })),
  {
    subtotal: order.subtotal,
    discount: order.discount_total,
    codes,
    total: order.total,
  },
  order.currency,
)}
<p><a href="${escapeHtml(returnTo)}">Continue shopping</a></p>`,
  );
}
