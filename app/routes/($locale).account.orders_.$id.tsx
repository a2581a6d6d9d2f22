import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.orders_.$id';
import {loader as ordersLoader} from './($locale).account.orders';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {loadHostedOrder} from '~/lib/customer-account/orders.server';
import {orderKey} from '~/lib/customer/orders';
import {AccountPage} from '~/components/account/AccountPage';
import {LocaleLink} from '~/components/LocaleLink';

export const meta = ({data}: Route.MetaArgs) => [
  {title: data?.order ? `Order ${data.order.name}` : 'Order not found'},
  {name: 'robots', content: 'noindex'},
];

/**
 * One order, named by its number in the address. Only the signed-in shopper's own orders
 * are found: the Customer Account API looks the order up with their token, and the legacy
 * mode looks within their latest 100 orders.
 */
export async function loader(args: Route.LoaderArgs) {
  const {request, context, params} = args;
  const key = /^\d{1,20}$/.test(params.id) ? params.id : null;
  let order = null;
  if (usesHostedSignIn(context)) {
    order = key ? await loadHostedOrder(context, request, key) : null;
  } else {
    const {orders} = await ordersLoader(
      args as unknown as Parameters<typeof ordersLoader>[0],
    );
    const found = key
      ? orders.find((candidate) => orderKey(candidate.id) === key)
      : undefined;
    order = found
      ? {
          ...found,
          key: orderKey(found.id),
          subtotal: null,
          shipping: null,
          tax: null,
          shippingAddress: null,
        }
      : null;
  }
  if (!order) throw new Response('Order not found', {status: 404});
  return {order};
}

export default function OrderRoute() {
  const {order} = useLoaderData<typeof loader>();
  const facts = [
    ['Status', order.status.cancelled],
    ['Fulfillment', order.status.fulfillment],
    ['Payment', order.status.financial],
    ['Subtotal', order.subtotal],
    ['Shipping', order.shipping],
    ['Tax', order.tax],
    ['Total', order.total],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <AccountPage title={`Order ${order.name}`}>
      <p className="m-0 text-muted">
        Placed on <time dateTime={order.processedAt}>{order.date}</time>
      </p>
      <dl className="my-4 flex flex-wrap gap-x-8 gap-y-2 [&_dd]:m-0 [&_dd]:font-bold [&_dt]:text-xs [&_dt]:tracking-[0.06em] [&_dt]:text-muted [&_dt]:uppercase">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-bold">Items</h2>
      <ul className="m-0 grid list-none gap-3 p-0">
        {order.lines.map((line) => (
          <li key={line.key} className="flex items-start gap-3 [&_p]:m-0">
            <div>
              <p className="order-line__title">
                {line.handle ? (
                  <LocaleLink to={`/products/${line.handle}`}>
                    {line.title}
                  </LocaleLink>
                ) : (
                  line.title
                )}
              </p>
              {line.variantTitle ? (
                <p className="text-sm text-muted">{line.variantTitle}</p>
              ) : null}
              <p className="text-sm text-muted">Quantity: {line.quantity}</p>
            </div>
          </li>
        ))}
      </ul>
      {order.shippingAddress ? (
        <>
          <h2 className="mt-6 text-lg font-bold">Shipping address</h2>
          <address className="not-italic">
            {order.shippingAddress.lines.map((line, index) => (
              <span key={`${index}-${line}`} className="block">
                {line}
              </span>
            ))}
          </address>
        </>
      ) : null}
      <p className="mt-6 flex flex-wrap gap-4">
        {order.statusUrl ? (
          <a href={order.statusUrl} rel="noopener">
            View order status
          </a>
        ) : null}
        <LocaleLink to="/account/orders">Back to your orders</LocaleLink>
      </p>
    </AccountPage>
  );
}
