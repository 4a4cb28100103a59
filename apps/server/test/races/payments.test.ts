import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// The sandbox's decisions on one payment released together, and against the customer's cancel
// of its order: the payment's row lock orders the decisions, and approve pays only orders that
// are not cancelled, so a payment and its orders always agree.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 20;
const PAY_URL = /^\/api\/payments\/sandbox\/(\d+)\?expires=(\d+)&signature=([a-f0-9]{64})$/;

/** `n` sandbox orders of one shop, one customer each, with the pay link Place Order answered. */
async function sandboxOrders(n: number, tag: string) {
  const product = await preparedProduct(t, { price: 1000, quantity: 10 * n });
  const orders = [];
  for (const who of await quickShoppers(t, n, tag)) {
    await addToCart(t, who.token, { product_id: product.id });
    const placed = await placeOrder(t, who.token, {
      shop_ids: [product.shopId],
      address_id: who.addressId,
      payment_method: 'sandbox',
    });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    const data = placed.json().data as { order_payment_url: string; payment_id: number; orders: Array<{ id: number }> };
    orders.push({ who, url: data.order_payment_url, paymentId: data.payment_id, id: data.orders[0]?.id ?? 0 });
  }
  return orders;
}

/**
 * Runs `request` after `ms` milliseconds. Released in the same tick, one request of a pair
 * mostly runs its transaction whole before the other's; head starts of 0-3 ms over the rounds
 * land the second one's reads and writes between the first one's.
 */
async function later<T>(ms: number, request: () => Promise<T>): Promise<T> {
  await sleep(ms);
  return request();
}

/** Posts the hosted page's form; answers the outcome the 303 reports (paid, declined, cancelled). */
async function decide(url: string, decision: string) {
  const [, id, expires = '', signature = ''] = PAY_URL.exec(url) ?? [];
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expires, signature, decision }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), 'http://souk.test').searchParams.get('payment');
}

/**
 * The payment's status and its orders', after checking what must hold whatever the order of
 * events: no cancelled order is left Paid, and a payment is Paid exactly when one of its orders
 * was paid (Paid, or Refunded by a later cancel), every open order then Paid too.
 */
async function checkedPayment(paymentId: number) {
  const payment = await t.db
    .selectFrom('payments')
    .select(['status', 'paid_at'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const orders = await t.db
    .selectFrom('orders')
    .select(['order_status', 'payment_status'])
    .where('payment_id', '=', paymentId)
    .execute();
  for (const order of orders) {
    expect(order.order_status === 'Cancelled' && order.payment_status === 'Paid').toBe(false);
    if (order.order_status !== 'Cancelled') {
      expect(order.payment_status).toBe(payment.status === 'Paid' ? 'Paid' : 'Pending');
    }
  }
  const paidOrders = orders.filter((o) => o.payment_status === 'Paid' || o.payment_status === 'Refunded');
  expect(payment.status === 'Paid').toBe(paidOrders.length > 0);
  expect(payment.paid_at !== null).toBe(payment.status === 'Paid');
  return { status: payment.status, orders };
}

describe('decisions on one payment at once', () => {
  it(`approve against decline: the payment and its order agree, as the answers say (${ROUNDS} rounds)`, async () => {
    for (const [i, order] of (await sandboxOrders(ROUNDS, 'pay-decline')).entries()) {
      const [approved, declined] = await Promise.all([
        decide(order.url, 'approve'),
        later(i % 4, () => decide(order.url, 'decline')),
      ]);
      const { status } = await checkedPayment(order.paymentId);
      // Approve always pays: before a decline, the decline finds it Paid; after one, it pays anyway.
      expect(approved).toBe('paid');
      expect(status).toBe('Paid');
      expect(['paid', 'declined']).toContain(declined);
    }
  });

  it(`approve against the customer's cancel: a paid cancelled order is refunded, or nothing is paid (${ROUNDS} rounds)`, async () => {
    for (const [i, order] of (await sandboxOrders(ROUNDS, 'pay-cancel')).entries()) {
      const [approved, cancelled] = await Promise.all([
        later(i % 4, () => decide(order.url, 'approve')),
        post(t, '/api/orders/cancel', { order_id: order.id }, { token: order.who.token }),
      ]);
      expect(cancelled.statusCode).toBe(200);
      const { status, orders } = await checkedPayment(order.paymentId);
      expect(orders).toEqual([
        { order_status: 'Cancelled', payment_status: approved === 'paid' ? 'Refunded' : 'Pending' },
      ]);
      expect(status === 'Paid').toBe(approved === 'paid');
    }
  });

  it(`approved twice: both answer paid, paid once (${ROUNDS} rounds)`, async () => {
    for (const order of await sandboxOrders(ROUNDS, 'pay-twice')) {
      expect(await Promise.all([decide(order.url, 'approve'), decide(order.url, 'approve')])).toEqual(['paid', 'paid']);
      expect((await checkedPayment(order.paymentId)).status).toBe('Paid');
    }
  });

  it(`a fresh pay link against approving the old one: the order is paid once, by the payment it points to (${ROUNDS} rounds)`, async () => {
    for (const order of await sandboxOrders(ROUNDS, 'pay-fresh')) {
      const [approved, fresh] = await Promise.all([
        decide(order.url, 'approve'),
        get(t, `/api/order-payment/${order.id}/sandbox`, order.who.token),
      ]);
      const current = await t.db
        .selectFrom('orders')
        .select(['payment_id', 'payment_status'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      await checkedPayment(order.paymentId);
      if (approved === 'paid') {
        // Paid first: no new link, and the order stays with the payment that paid it.
        expect(fresh.statusCode).toBe(422);
        expect(fresh.json().message).toBe('This order is already paid.');
        expect(current).toEqual({ payment_id: order.paymentId, payment_status: 'Paid' });
      } else {
        // Moved first: the old payment covers nothing, so approving it took nothing.
        expect(fresh.statusCode).toBe(200);
        expect(current.payment_id).not.toBe(order.paymentId);
        expect(current.payment_status).toBe('Pending');
      }
    }
  });
});
