import { chatShopChannel, chatUserChannel, type OrderEvent, REALTIME_EVENTS } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from './helpers/accounts.ts';
import { listen, storefrontClient } from './helpers/chat.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { channelJoiner, nextEvent } from './helpers/realtime.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let port: number;
const { channelOf, disconnect } = channelJoiner((token) => storefrontClient(t, port, token));
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(async () => {
  disconnect();
  await t.close();
});

const moveOrder = (token: string, id: number, order_status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${id}/status`,
    payload: { order_status },
    headers: bearer(token),
  });

async function placedOrder() {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 1000, quantity: 10 });
  await addToCart(t, who.token, { product_id: product.id, quantity: 1 });
  const shopToken = await sellerToken(t, product.shopId);
  const shopChannel = await channelOf(shopToken, chatShopChannel(product.shopId));
  const placedEvent = nextEvent<OrderEvent>(shopChannel, REALTIME_EVENTS.orderToShop);
  const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().data.orders[0] as { id: number; order_code: string };
  return { who, shopToken, shopChannel, order, placedEvent };
}

describe('order events in real time', () => {
  it('tells the shop of a new order, and the shopper of each step the shop takes', async () => {
    const { who, shopToken, order, placedEvent } = await placedOrder();
    expect((await placedEvent).order).toEqual({ id: order.id, order_code: order.order_code, order_status: 'Pending' });

    const userChannel = await channelOf(who.token, chatUserChannel(who.user.id));
    for (const step of ['Confirm', 'Processing']) {
      const heard = nextEvent<OrderEvent>(userChannel, REALTIME_EVENTS.orderToUser);
      const moved = await moveOrder(shopToken, order.id, step);
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await heard).order).toMatchObject({ id: order.id, order_status: step });
    }
  });

  it('tells the shop when the shopper cancels, and the shopper nothing of a refused change', async () => {
    const { who, shopToken, shopChannel, order, placedEvent } = await placedOrder();
    await placedEvent;
    const userChannel = await channelOf(who.token, chatUserChannel(who.user.id));
    const heardByShopper: OrderEvent[] = [];
    userChannel.bind(REALTIME_EVENTS.orderToUser, (data: OrderEvent) => heardByShopper.push(data));

    const cancelledEvent = nextEvent<OrderEvent>(shopChannel, REALTIME_EVENTS.orderToShop);
    const cancelled = await post(t, '/api/orders/cancel', { order_id: order.id }, { token: who.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await cancelledEvent).order).toMatchObject({ id: order.id, order_status: 'Cancelled' });
    expect((await moveOrder(shopToken, order.id, 'Confirm')).statusCode).toBe(422);

    // A second order of the same shopper, moved after the refusal: its event comes after any
    // the refused change could have sent, so once it arrives the list is complete.
    const product = await preparedProduct(t, { price: 500, quantity: 5 });
    await addToCart(t, who.token, { product_id: product.id, quantity: 1 });
    const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
    const second = placed.json().data.orders[0] as { id: number };
    const heard = nextEvent<OrderEvent>(userChannel, REALTIME_EVENTS.orderToUser);
    expect((await moveOrder(await sellerToken(t, product.shopId), second.id, 'Confirm')).statusCode).toBe(200);
    await heard;
    expect(heardByShopper.map((event) => event.order.id)).toEqual([second.id]);
  });
});
