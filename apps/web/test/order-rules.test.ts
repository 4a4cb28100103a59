import { describe, expect, it } from 'vitest';
import { paymentChoices } from '../src/features/checkout/payment-methods.ts';
import { AttemptKey } from '../src/features/checkout/idempotency.ts';
import { statusTab, timeline } from '../src/features/order/statuses.ts';
import { readPaymentOutcome } from '../src/features/payment/return-params.ts';

describe('timeline', () => {
  it('lists the six steps, dated where reached', () => {
    const steps = timeline([
      { order_status: 'Pending', created_at: '2026-01-01 10:00:00' },
      { order_status: 'Confirm', created_at: '2026-01-02 10:00:00' },
    ]);
    expect(steps.map((s) => s.status)).toEqual([
      'Pending',
      'Confirm',
      'Processing',
      'Pickup',
      'On The Way',
      'Delivered',
    ]);
    expect(steps.map((s) => s.at)).toEqual(['2026-01-01 10:00:00', '2026-01-02 10:00:00', null, null, null, null]);
  });

  it('ends a cancelled order at Cancelled after the steps it reached', () => {
    const steps = timeline([
      { order_status: 'Pending', created_at: '2026-01-01 10:00:00' },
      { order_status: 'Cancelled', created_at: '2026-01-01 11:00:00' },
    ]);
    expect(steps).toEqual([
      { status: 'Pending', at: '2026-01-01 10:00:00' },
      { status: 'Cancelled', at: '2026-01-01 11:00:00' },
    ]);
  });
});

describe('statusTab', () => {
  it('reads a status_wise_orders key and falls back to all', () => {
    expect(statusTab('on_the_way')).toBe('on_the_way');
    expect(statusTab('shipped')).toBe('all');
    expect(statusTab(null)).toBe('all');
  });
});

describe('readPaymentOutcome (the gateway redirect back to /order-history)', () => {
  it('reads the result and the payment id', () => {
    expect(readPaymentOutcome(new URLSearchParams('payment=paid&payment_id=7'))).toEqual({
      result: 'paid',
      paymentId: 7,
    });
    expect(readPaymentOutcome(new URLSearchParams('payment=cancelled&payment_id=x'))).toEqual({
      result: 'cancelled',
      paymentId: null,
    });
  });

  it('ignores anything that is not an outcome', () => {
    expect(readPaymentOutcome(new URLSearchParams('payment=maybe'))).toBeNull();
    expect(readPaymentOutcome(new URLSearchParams('status=pending'))).toBeNull();
  });
});

// docs/features/basket.md#paying
describe('paymentChoices (payment options from settings)', () => {
  const gateways = [{ id: 1, name: 'sandbox', title: 'Sandbox Pay', logo: '/pay.svg' }];

  it('offers cash when on, then each gateway when online payment is on', () => {
    expect(
      paymentChoices({ cash_on_delivery: true, online_payment: true, payment_gateways: gateways }).map((c) => c.value),
    ).toEqual(['cash', 'sandbox']);
  });

  it('leaves out what the settings switch off', () => {
    expect(paymentChoices({ cash_on_delivery: false, online_payment: true, payment_gateways: gateways })).toEqual([
      { value: 'sandbox', label: 'Sandbox Pay', logo: '/pay.svg' },
    ]);
    expect(paymentChoices({ cash_on_delivery: true, online_payment: false, payment_gateways: gateways })).toHaveLength(
      1,
    );
  });
});

describe('AttemptKey (one Idempotency-Key per Place Order attempt)', () => {
  it('sends the same key again after a try with no answer, and a new one after an answer', () => {
    const attempt = new AttemptKey();
    const first = attempt.current();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    attempt.settle(false);
    expect(attempt.current()).toBe(first);
    attempt.settle(true);
    expect(attempt.current()).not.toBe(first);
  });
});
