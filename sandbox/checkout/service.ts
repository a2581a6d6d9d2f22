/**
 * The sandbox checkout behind cart.checkoutUrl:
 *   GET  /checkout/{token}?key=…         payment page (order summary, e-mail, Pay now)
 *   POST /checkout/{token}?key=…         places the order, then 303 to its status page
 *   GET  /checkout/orders/{token}?key=…  order status ("thank you") page, Order.statusUrl
 *
 * "Continue shopping" goes to ?return_to=, else the storefront the buyer came from
 * (Referer), else the storefront that created the cart, else "/".
 */
import type {ServiceFactory} from '../server.ts';
import {priceCart} from '../cart/pricing.ts';
import {cartByToken, type CartRow} from '../cart/store.ts';
import {sameSecret} from '../customers/secrets.ts';
import {isEmail} from '../customers/validation.ts';
import {customerRow} from '../customers/view.ts';
import {
  findOrder,
  orderLines,
  orderStatusUrl,
  placeOrder,
  type OrderRow,
} from './orders.ts';
import {
  checkoutPage,
  notFoundPage,
  orderPage,
  shortfallMessage,
} from './pages.ts';

/** An absolute http(s) URL or a same-site path; anything else (javascript:, //host) is refused. */
function safeReturn(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

function refererOrigin(request: Request, sandboxOrigin: string) {
  const referer = safeReturn(request.headers.get('referer'));
  if (!referer || referer.startsWith('/')) return undefined;
  const origin = new URL(referer).origin;
  return origin === sandboxOrigin ? undefined : `${origin}/`;
}

const asLink = (target: string | null | undefined) =>
  target && /^https?:\/\/[^/]+$/.test(target) ? `${target}/` : (target ?? '/');

export const checkoutService: ServiceFactory = ({db, origin}) => {
  function returnTarget(
    request: Request,
    url: URL,
    cart: CartRow,
    posted?: string | null,
  ) {
    return (
      safeReturn(posted) ??
      safeReturn(url.searchParams.get('return_to')) ??
      refererOrigin(request, origin) ??
      asLink(cart.storefront_origin)
    );
  }

  function statusPage(order: OrderRow, justPlaced: boolean) {
    return orderPage(
      order,
      orderLines(db, order.id),
      asLink(order.storefront_origin),
      justPlaced,
    );
  }

  return {
    name: 'checkout',
    async handle(request, url) {
      const orderMatch = /^\/checkout\/orders\/([0-9a-f]{32})$/.exec(
        url.pathname,
      );
      if (orderMatch && request.method === 'GET') {
        const order = findOrder(
          db,
          orderMatch[1],
          url.searchParams.get('key') ?? '',
        );
        return order
          ? statusPage(order, url.searchParams.get('placed') === '1')
          : notFoundPage();
      }
      const match = /^\/checkout\/(c1-[0-9a-f]{32})$/.exec(url.pathname);
      if (!match) return undefined;
      if (request.method !== 'GET' && request.method !== 'POST')
        return new Response('Method not allowed', {status: 405});
      const cart = cartByToken(db, match[1]);
      if (!cart || !sameSecret(cart.secret, url.searchParams.get('key') ?? ''))
        return notFoundPage();
      if (cart.completed_at && cart.order_id) {
        const order = db
          .prepare('SELECT * FROM orders WHERE id = ?')
          .get(cart.order_id) as OrderRow;
        return Response.redirect(orderStatusUrl(order, origin), 303);
      }
      const country = cart.country ?? 'US';
      const action = `${url.pathname}?key=${cart.secret}`;

      if (request.method === 'GET') {
        const customer = cart.customer_id
          ? customerRow(db, cart.customer_id)
          : undefined;
        const email = cart.email ?? customer?.email ?? '';
        return checkoutPage(priceCart(db, cart, country), {
          email,
          returnTo: returnTarget(request, url, cart),
          action,
        });
      }

      const form = await request.formData().catch(() => new FormData());
      const email = String(form.get('email') ?? '').trim();
      const returnTo = returnTarget(
        request,
        url,
        cart,
        form.get('return_to') as string | null,
      );
      const again = (message: string, status: number) =>
        checkoutPage(
          priceCart(db, cart, country),
          {email, returnTo, action},
          {message, status},
        );
      if (!isEmail(email)) return again('Enter a valid email address.', 422);

      const result = placeOrder(db, cart, {email, country});
      if ('empty' in result) return again('Your cart is empty.', 409);
      if ('shortfalls' in result)
        return again(shortfallMessage(result.shortfalls), 409);
      db.prepare('UPDATE orders SET storefront_origin = ? WHERE id = ?').run(
        returnTo,
        result.order.id,
      );
      return Response.redirect(
        `${orderStatusUrl(result.order, origin)}&placed=1`,
        303,
      );
    },
  };
};
