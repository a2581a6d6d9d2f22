import {describe, expect, it} from 'vitest';
import {
  CANCEL_REASON_LABELS,
  FINANCIAL_STATUS_LABELS,
  FULFILLMENT_STATUS_LABELS,
  cancelReasonLabel,
  financialStatusLabel,
  fulfillmentStatusLabel,
  orderDate,
  orderStatus,
} from '~/lib/customer/orders';

describe('order statuses', () => {
  it('name every status and reason the spec lists', () => {
    expect(Object.keys(FULFILLMENT_STATUS_LABELS).sort()).toEqual(
      [
        'FULFILLED',
        'IN_PROGRESS',
        'ON_HOLD',
        'OPEN',
        'PARTIALLY_FULFILLED',
        'PENDING_FULFILLMENT',
        'RESTOCKED',
        'SCHEDULED',
        'UNFULFILLED',
      ].sort(),
    );
    expect(Object.keys(FINANCIAL_STATUS_LABELS).sort()).toEqual(
      [
        'AUTHORIZED',
        'PAID',
        'PARTIALLY_PAID',
        'PARTIALLY_REFUNDED',
        'PENDING',
        'REFUNDED',
        'VOIDED',
      ].sort(),
    );
    expect(Object.keys(CANCEL_REASON_LABELS).sort()).toEqual([
      'CUSTOMER',
      'DECLINED',
      'FRAUD',
      'INVENTORY',
      'OTHER',
      'STAFF',
    ]);
  });

  it('read as shoppers would say them', () => {
    expect(fulfillmentStatusLabel('PARTIALLY_FULFILLED')).toBe(
      'Partially fulfilled',
    );
    expect(fulfillmentStatusLabel('UNFULFILLED')).toBe('Unfulfilled');
    expect(financialStatusLabel('PAID')).toBe('Paid');
    expect(financialStatusLabel('PARTIALLY_REFUNDED')).toBe(
      'Partially refunded',
    );
    expect(cancelReasonLabel('INVENTORY')).toBe('Cancelled: items unavailable');
  });

  it('read a status added later sensibly, and nothing as nothing', () => {
    expect(fulfillmentStatusLabel('AWAITING_PICKUP')).toBe('Awaiting pickup');
    expect(financialStatusLabel(null)).toBeNull();
    expect(cancelReasonLabel(null, null)).toBeNull();
    expect(cancelReasonLabel(null, '2026-01-02T00:00:00Z')).toBe('Cancelled');
  });

  it('combine into an order’s status', () => {
    expect(
      orderStatus({
        fulfillmentStatus: 'UNFULFILLED',
        financialStatus: 'PAID',
        cancelReason: null,
        canceledAt: null,
      }),
    ).toEqual({
      fulfillment: 'Unfulfilled',
      financial: 'Paid',
      cancelled: null,
    });
  });

  it('date orders in the site’s English, the same on server and browser', () => {
    expect(orderDate('2026-03-12T23:30:00Z', 'us')).toBe('March 12, 2026');
    expect(orderDate('2026-03-12T23:30:00Z', 'au')).toBe('12 March 2026');
    expect(orderDate('not a date', 'us')).toBe('');
  });
});
