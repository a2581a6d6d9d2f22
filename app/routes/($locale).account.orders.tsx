import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.orders';
import {CUSTOMER_ORDERS_QUERY} from '~/graphql/customer';
import {requireCustomerToken, signedOut} from '~/lib/customer/session.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {orderKey, orderView} from '~/lib/customer/orders';
import {imageUrl} from '~/lib/images';
import {AccountPage} from '~/components/account/AccountPage';
import {LocaleLink} from '~/components/LocaleLink';
import {EMPTY} from '~/components/account/FormParts';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {loadHostedOrders} from '~/lib/customer-account/orders.server';

export const meta = () => [
  {title: 'Your orders'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  if (usesHostedSignIn(context)) return loadHostedOrders(context, request);
  const customerAccessToken = requireCustomerToken(context, request);
  const {storefront} = context;
  const {customer} = await storefrontResult(
    storefront.query(CUSTOMER_ORDERS_QUERY, {
      variables: {customerAccessToken},
      cache: storefront.CacheNone(),
    }),
  );
  if (!customer) throw signedOut(context, request);
  return {
    orders: customer.orders.nodes.map((order) =>
      orderView(order, context.locale),
    ),
  };
}

export default function OrdersRoute() {
  const {orders} = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Your orders">
      {orders.length === 0 ? (
        <div className={EMPTY}>
          <p>You haven’t placed any orders yet.</p>
          <p>
            <LocaleLink to="/">Start shopping</LocaleLink>
          </p>
        </div>
      ) : (
        <ol className="m-0 grid list-none gap-6 p-0">
          {orders.map((order) => (
            <li key={order.id} className="border border-line p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="m-0 text-lg font-bold">
                  <LocaleLink
                    to={`/account/orders/${orderKey(order.id)}`}
                    prefetch="intent"
                    className="underline underline-offset-4"
                  >
                    Order {order.name}
                  </LocaleLink>
                </h2>
                <p className="m-0 text-muted">
                  <time dateTime={order.processedAt}>{order.date}</time>
                </p>
              </div>
              <dl className="my-4 flex flex-wrap gap-x-8 gap-y-2 [&_dd]:m-0 [&_dd]:font-bold [&_dt]:text-xs [&_dt]:tracking-[0.06em] [&_dt]:text-muted [&_dt]:uppercase">
                {order.status.cancelled ? (
                  <div>
                    <dt>Status</dt>
                    <dd>{order.status.cancelled}</dd>
                  </div>
                ) : null}
                {order.status.fulfillment ? (
                  <div>
                    <dt>Fulfillment</dt>
                    <dd>{order.status.fulfillment}</dd>
                  </div>
                ) : null}
                {order.status.financial ? (
                  <div>
                    <dt>Payment</dt>
                    <dd>{order.status.financial}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Total</dt>
                  <dd>{order.total}</dd>
                </div>
              </dl>
              <ul className="m-0 grid list-none gap-3 p-0">
                {order.lines.map((line) => (
                  <li
                    key={line.key}
                    className="flex items-start gap-3 [&_p]:m-0"
                  >
                    {line.image ? (
                      <img
                        className="h-auto w-[60px] bg-surface"
                        src={imageUrl(line.image.url, 120)}
                        alt=""
                        width={60}
                        height={
                          line.image.width && line.image.height
                            ? Math.round(
                                (60 * line.image.height) / line.image.width,
                              )
                            : 80
                        }
                        loading="lazy"
                      />
                    ) : null}
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
                        <p className="text-sm text-muted">
                          {line.variantTitle}
                        </p>
                      ) : null}
                      <p className="text-sm text-muted">
                        Quantity: {line.quantity}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              {order.statusUrl ? (
                <p>
                  <a href={order.statusUrl} rel="noopener">
                    View order status
                    <span className="sr-only"> for order {order.name}</span>
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </AccountPage>
  );
}
