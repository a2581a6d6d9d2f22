/**
 * Orders in hosted mode, shaped exactly like the legacy order history so one page shows
 * both: the latest 100, newest first, with fulfilment and payment statuses.
 */
import type {
  CustomerAccountMoneyFragment,
  CustomerAccountOrderFragment,
} from 'customer-accountapi.generated';
import {CA_ORDERS_QUERY, CA_ORDER_QUERY} from '~/graphql/customer-account';
import {customerAccountQuery} from './api.server';
import {asSignedIn, type HostedContext} from './account.server';
import {orderDate, orderKey, orderStatus} from '~/lib/customer/orders';
import {formatMoney} from '~/lib/money';

function orderView(order: CustomerAccountOrderFragment, locale: string) {
  return {
    id: order.id,
    key: orderKey(order.id),
    name: order.name,
    date: orderDate(order.processedAt, locale),
    processedAt: order.processedAt,
    statusUrl: order.statusPageUrl,
    status: orderStatus({
      fulfillmentStatus: order.fulfillmentStatus,
      financialStatus: order.financialStatus,
      cancelReason: order.cancelReason,
      canceledAt: order.cancelledAt,
    }),
    total: formatMoney(order.totalPrice.amount, order.totalPrice.currencyCode),
    lines: order.lineItems.nodes.map((line, index) => ({
      key: `${line.variantId ?? line.id}-${index}`,
      title: line.title,
      variantTitle:
        line.variantTitle && line.variantTitle !== 'Default Title'
          ? line.variantTitle
          : null,
      quantity: line.quantity,
      image: line.image ?? null,
      // The Customer Account API names products by id only; the line is shown without a link.
      handle: null as string | null,
    })),
  };
}

export function loadHostedOrders(context: HostedContext, request: Request) {
  return asSignedIn(context, request, async () => {
    const {customer} = await customerAccountQuery(
      context,
      request,
      CA_ORDERS_QUERY,
    );
    return {
      orders: customer.orders.nodes.map((order) =>
        orderView(order, context.locale),
      ),
    };
  });
}

/** One order, or null when it is not this shopper's (the API finds only their own). */
export function loadHostedOrder(
  context: HostedContext,
  request: Request,
  key: string,
) {
  return asSignedIn(context, request, async () => {
    const {order} = await customerAccountQuery(
      context,
      request,
      CA_ORDER_QUERY,
      {id: `gid://shopify/Order/${key}`},
    );
    if (!order) return null;
    const money = (value: CustomerAccountMoneyFragment | null | undefined) =>
      value ? formatMoney(value.amount, value.currencyCode) : null;
    return {
      ...orderView(order, context.locale),
      subtotal: money(order.subtotal),
      shipping: money(order.totalShipping),
      tax: money(order.totalTax),
      shippingAddress: order.shippingAddress
        ? {
            name: order.shippingAddress.name ?? null,
            lines: order.shippingAddress.formatted,
          }
        : null,
    };
  });
}
