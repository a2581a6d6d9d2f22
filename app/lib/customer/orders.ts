/**
 * Order statuses as shoppers read them (spec: accounts, section 9 lists the values).
 * A value Shopify adds later still reads sensibly ("SOME_NEW_STATE" → "Some new state").
 */
import type {CustomerOrderFragment} from 'storefrontapi.generated';
import {formatMoney} from '~/lib/money';

export const FULFILLMENT_STATUS_LABELS: Record<string, string> = {
  FULFILLED: 'Fulfilled',
  IN_PROGRESS: 'In progress',
  ON_HOLD: 'On hold',
  OPEN: 'Open',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  PENDING_FULFILLMENT: 'Pending fulfillment',
  RESTOCKED: 'Restocked',
  SCHEDULED: 'Scheduled',
  UNFULFILLED: 'Unfulfilled',
};

export const FINANCIAL_STATUS_LABELS: Record<string, string> = {
  AUTHORIZED: 'Authorized',
  PAID: 'Paid',
  PARTIALLY_PAID: 'Partially paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  PENDING: 'Pending',
  REFUNDED: 'Refunded',
  VOIDED: 'Voided',
};

export const CANCEL_REASON_LABELS: Record<string, string> = {
  CUSTOMER: 'Cancelled at your request',
  DECLINED: 'Cancelled: payment declined',
  FRAUD: 'Cancelled: suspected fraud',
  INVENTORY: 'Cancelled: items unavailable',
  OTHER: 'Cancelled',
  STAFF: 'Cancelled by our team',
};

function humanize(value: string) {
  const words = value.toLowerCase().replaceAll('_', ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

function labelFrom(
  labels: Record<string, string>,
  value: string | null | undefined,
): string | null {
  if (!value) return null;
  return Object.hasOwn(labels, value) ? labels[value] : humanize(value);
}

export const fulfillmentStatusLabel = (value: string | null | undefined) =>
  labelFrom(FULFILLMENT_STATUS_LABELS, value);
export const financialStatusLabel = (value: string | null | undefined) =>
  labelFrom(FINANCIAL_STATUS_LABELS, value);

/** A cancelled order reads 'Cancelled' even when the API gives no reason. */
export function cancelReasonLabel(
  reason: string | null | undefined,
  canceledAt?: string | null,
): string | null {
  if (reason) return labelFrom(CANCEL_REASON_LABELS, reason);
  return canceledAt ? CANCEL_REASON_LABELS.OTHER : null;
}

export type OrderStatus = {
  fulfillment: string | null;
  financial: string | null;
  cancelled: string | null;
};

export function orderStatus(order: {
  fulfillmentStatus?: string | null;
  financialStatus?: string | null;
  cancelReason?: string | null;
  canceledAt?: string | null;
}): OrderStatus {
  return {
    fulfillment: fulfillmentStatusLabel(order.fulfillmentStatus),
    financial: financialStatusLabel(order.financialStatus),
    cancelled: cancelReasonLabel(order.cancelReason, order.canceledAt),
  };
}

/** '12 March 2026' style dates in the shopper's site language, in UTC so server and browser agree. */
export function orderDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'au' ? 'en-AU' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Shopify's order ids end in a number; pages name orders by it (`/account/orders/5101`). */
export function orderKey(id: string): string {
  return /\/Order\/(\d+)/.exec(id)?.[1] ?? '';
}

/** A Storefront API order as the order history and order page show it (hosted mode builds the same shape). */
export function orderView(order: CustomerOrderFragment, locale: string) {
  return {
    id: order.id,
    name: order.name,
    date: orderDate(order.processedAt, locale),
    processedAt: order.processedAt,
    statusUrl: order.statusUrl,
    status: orderStatus(order),
    total: formatMoney(order.totalPrice.amount, order.totalPrice.currencyCode),
    lines: order.lineItems.nodes.map((line, index) => ({
      key: `${line.variant?.id ?? 'line'}-${index}`,
      title: line.title,
      variantTitle:
        line.variant?.title && line.variant.title !== 'Default Title'
          ? line.variant.title
          : null,
      quantity: line.quantity,
      image: line.variant?.image ?? null,
      handle: line.variant?.product?.handle ?? null,
    })),
  };
}
