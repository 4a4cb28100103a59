import type { OrderStatus } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers, sellerToken, stockOf } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { transitionProblem } from '../../src/modules/seller/orders.ts';

// An order's status under changes released together: the customer's cancel and the shop's
// steps are each conditional on the status they read, so one wins and the timeline, the stock
// and the payment status agree with it.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STOCK = 100;
const BOUGHT = 2;

/** A fresh product of one shop, its seller's token, and `n` cash orders of BOUGHT units each. */
async function pendingOrders(n: number, tag: string) {
  const product = await preparedProduct(t, { price: 1000, quantity: STOCK });
  const buyers = await quickShoppers(t, n, tag);
  const orders = [];
  for (const who of buyers) {
    await addToCart(t, who.token, { product_id: product.id, quantity: BOUGHT });
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    orders.push({ who, id: placed.json().data.orders[0].id as number });
  }
  return { product, orders, seller: await sellerToken(t, product.shopId) };
}

const cancel = (token: string, orderId: number) => post(t, '/api/orders/cancel', { order_id: orderId }, { token });
const setStatus = (token: string, orderId: number, status: string) =>
  post(t, `/api/seller/orders/${orderId}/status`, { order_status: status }, { token });

/** The order's status, payment status and its timeline, oldest first. */
async function stateOf(orderId: number) {
  const order = await t.db
    .selectFrom('orders')
    .select(['order_status', 'payment_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const history = await t.db
    .selectFrom('order_status_history')
    .select('order_status')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { ...order, history: history.map((h) => h.order_status) };
}

describe('one order changed by several requests at once', () => {
  it('cancelled ten times by its customer: one cancel, the stock back once', async () => {
    const { product, orders } = await pendingOrders(1, 'cancel-ten');
    const [order] = orders;
    if (!order) throw new Error('no order');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(order.who.token, order.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(9);
    expect(await stateOf(order.id)).toEqual({
      order_status: 'Cancelled',
      payment_status: 'Pending',
      history: ['Pending', 'Cancelled'],
    });
    expect(await stockOf(t, product.id)).toBe(STOCK);
  });

  // A step that reads the status after another applied may follow it (Confirm, then Processing
  // from Confirm): each answer 200 is one step of the timeline, each step follows the one
  // before, and none applied from a status another had already left. The customer may cancel
  // only a Pending order, so when their cancel applied, nothing came before or after it.
  it("the customer's cancel against every seller step: each applied one follows the one before (8 orders)", async () => {
    const { product, orders, seller } = await pendingOrders(8, 'cancel-vs-seller');
    const steps = ['Confirm', 'Processing', 'Delivered', 'Cancelled'];
    for (const order of orders) {
      const answers = await Promise.all([
        cancel(order.who.token, order.id),
        ...steps.map((step) => setStatus(seller, order.id, step)),
      ]);
      const applied = answers.filter((res) => res.statusCode === 200).length;
      expect(applied).toBeGreaterThanOrEqual(1);
      expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(answers.length - applied);
      const state = await stateOf(order.id);
      expect(state.history).toHaveLength(applied + 1);
      expect(state.history[0]).toBe('Pending');
      state.history.slice(1).forEach((to, i) => {
        expect(
          transitionProblem(state.history[i] as OrderStatus, to as OrderStatus),
          state.history.join(' > '),
        ).toBeNull();
      });
      if (answers[0]?.statusCode === 200) expect(state.history).toEqual(['Pending', 'Cancelled']);
      expect(state.history.at(-1)).toBe(state.order_status);
      // A cash order is paid once delivered, and only then.
      expect(state.payment_status).toBe(state.order_status === 'Delivered' ? 'Paid' : 'Pending');
    }
    const cancelled = (await Promise.all(orders.map((o) => stateOf(o.id)))).filter(
      (s) => s.order_status === 'Cancelled',
    );
    expect(await stockOf(t, product.id)).toBe(STOCK - BOUGHT * (orders.length - cancelled.length));
  });

  it('moved forward by the shop twice at once: every step in the timeline follows the one before', async () => {
    const { orders, seller } = await pendingOrders(4, 'seller-steps');
    const order = orders[0];
    if (!order) throw new Error('no order');
    for (const step of ['Confirm', 'Processing', 'Delivered']) {
      await Promise.all(orders.map((o) => Promise.all([setStatus(seller, o.id, step), setStatus(seller, o.id, step)])));
    }
    for (const o of orders) {
      expect(await stateOf(o.id)).toEqual({
        order_status: 'Delivered',
        payment_status: 'Paid',
        history: ['Pending', 'Confirm', 'Processing', 'Delivered'],
      });
    }
    // A delivered order stays delivered, whoever tries what.
    const late = await Promise.all([cancel(order.who.token, order.id), setStatus(seller, order.id, 'Cancelled')]);
    expect(late.map((res) => res.statusCode)).toEqual([422, 422]);
  });
});
