import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { readSettings } from '../src/modules/settings/queries.ts';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PAY_URL = /^\/api\/payments\/sandbox\/(\d+)\?expires=(\d+)&signature=([a-f0-9]{64})$/;

async function sandboxOrder() {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 2500, quantity: 10 });
  await addToCart(t, who.token, { product_id: product.id });
  const res = await placeOrder(t, who.token, {
    shop_ids: [product.shopId],
    address_id: who.addressId,
    payment_method: 'sandbox',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const data = res.json().data as { order_payment_url: string; payment_id: number; orders: Array<{ id: number }> };
  return { who, data, orderId: data.orders[0]?.id ?? 0 };
}

function decide(url: string, decision: string, tamper = false) {
  const [, id, expires, signature = ''] = PAY_URL.exec(url) ?? [];
  const signed = tamper ? `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}` : signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expires: expires ?? '', signature: signed, decision }).toString(),
  });
}

async function paymentStatus(orderId: number) {
  return t.db
    .selectFrom('orders as o')
    .innerJoin('payments as p', 'p.id', 'o.payment_id')
    .select(['o.payment_status', 'p.status'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe('sandbox payments', () => {
  it('returns a signed pay link; its page is a plain form with no script', async () => {
    const { data } = await sandboxOrder();
    expect(data.order_payment_url).toMatch(PAY_URL);
    expect(data.order_payment_url).toContain(`/sandbox/${data.payment_id}?`);
    const page = await t.app.inject({ method: 'GET', url: data.order_payment_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('method="post"');
    for (const label of ['Approve', 'Decline', 'Cancel', '28.25']) expect(page.body).toContain(label);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("speaks the shopper's language and counts in their currency, as the storefront asked for the link", async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 2500, quantity: 10 });
    await addToCart(t, who.token, { product_id: product.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/place-order',
      payload: { payment_method: 'sandbox', shop_ids: [product.shopId], address_id: who.addressId },
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'ar', 'x-currency': 'EUR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.order_payment_url as string, 'http://shop.test');
    expect(url.searchParams.get('lang')).toBe('ar');
    expect(url.searchParams.get('currency')).toBe('EUR');
    // The browser opens it with its own headers, not the storefront's.
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page.body).toContain('موافقة');
    const currency = await t.db
      .selectFrom('currencies')
      .selectAll()
      .where('name', '=', 'EUR')
      .executeTakeFirstOrThrow();
    const amount = /data-testid="pay-amount">([^<]+)</.exec(page.body)?.[1] ?? '';
    expect(amount).toContain(currency.symbol);
    expect(amount).not.toContain('$');
    // The decision's form carries them on, so a refused post reads in the same language.
    expect(page.body).toContain('name="lang" value="ar"');
  });

  it('marks the payment and its orders Paid on approve and sends the browser back with 303', async () => {
    const { data, orderId } = await sandboxOrder();
    const res = await decide(data.order_payment_url, 'approve');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order-history?payment=paid&payment_id=${data.payment_id}`);
    expect(await paymentStatus(orderId)).toEqual({ payment_status: 'Paid', status: 'Paid' });
    const paidPage = await t.app.inject({ method: 'GET', url: data.order_payment_url });
    expect(paidPage.body).toContain('Already paid');
  });

  it('leaves the order unpaid on decline or cancel; a fresh link pays it later', async () => {
    const { who, data, orderId } = await sandboxOrder();
    const declined = await decide(data.order_payment_url, 'decline');
    expect(declined.headers.location).toBe(`/order-history?payment=declined&payment_id=${data.payment_id}`);
    expect(await paymentStatus(orderId)).toEqual({ payment_status: 'Pending', status: 'Declined' });
    const details = (await get(t, `/api/order-details?order_id=${orderId}`, who.token)).json().data.order;
    expect(details.can_pay).toBe(true);

    const fresh = await get(t, `/api/order-payment/${orderId}/sandbox`, who.token);
    expect(fresh.statusCode).toBe(200);
    const url = fresh.json().data.order_payment_url as string;
    expect(url).toMatch(PAY_URL);
    expect(url).not.toBe(data.order_payment_url);
    const cancelled = await decide(url, 'cancel');
    expect(cancelled.headers.location).toMatch(/^\/order-history\?payment=cancelled&payment_id=\d+$/);
    const approved = await decide(url, 'approve');
    expect(approved.headers.location).toMatch(/payment=paid/);
    expect((await paymentStatus(orderId)).payment_status).toBe('Paid');
    const again = await get(t, `/api/order-payment/${orderId}/sandbox`, who.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This order is already paid.');
  });

  it('refunds an order paid online when the shopper or the shop cancels it, and never a cash one', async () => {
    const paidThenCancelled = async (cancel: (who: { token: string }, orderId: number) => Promise<number>) => {
      const { who, data, orderId } = await sandboxOrder();
      await decide(data.order_payment_url, 'approve');
      expect(await cancel(who, orderId)).toBe(200);
      const details = (await get(t, `/api/order-details?order_id=${orderId}`, who.token)).json().data.order;
      expect(details).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refunded', can_pay: false });
    };
    await paidThenCancelled(
      async (who, orderId) =>
        (await post(t, '/api/orders/cancel', { order_id: orderId }, { token: who.token })).statusCode,
    );
    await paidThenCancelled(async (_who, orderId) => {
      const order = await t.db
        .selectFrom('orders')
        .select('shop_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/seller/orders/${orderId}/status`,
        payload: { order_status: 'Cancelled' },
        headers: { authorization: `Bearer ${await sellerToken(t, order.shop_id)}` },
      });
      return res.statusCode;
    });

    // Unpaid (declined online, or cash on delivery) stays Pending: nothing was taken.
    const { who, data, orderId } = await sandboxOrder();
    await decide(data.order_payment_url, 'decline');
    await post(t, '/api/orders/cancel', { order_id: orderId }, { token: who.token });
    expect((await paymentStatus(orderId)).payment_status).toBe('Pending');
  });

  it('refuses tampered and expired links and changes nothing', async () => {
    const { data, orderId } = await sandboxOrder();
    const tampered = await decide(data.order_payment_url, 'approve', true);
    expect(tampered.statusCode).toBe(403);
    const tamperedPage = await t.app.inject({
      method: 'GET',
      url: data.order_payment_url.replace(/expires=\d+/, 'expires=9999999999'),
    });
    expect(tamperedPage.statusCode).toBe(403);
    clock.advance(31 * 60);
    try {
      expect((await t.app.inject({ method: 'GET', url: data.order_payment_url })).statusCode).toBe(403);
      expect((await decide(data.order_payment_url, 'approve')).statusCode).toBe(403);
    } finally {
      clock.advance(-31 * 60);
    }
    expect(await paymentStatus(orderId)).toEqual({ payment_status: 'Pending', status: 'Pending' });
  });

  it('gives no pay link for a cancelled, a foreign or a cash order, and none while online payment is off', async () => {
    const { who, orderId } = await sandboxOrder();
    const other = await shopper(t);
    expect((await get(t, `/api/order-payment/${orderId}/sandbox`, other.token)).statusCode).toBe(404);
    expect((await get(t, `/api/order-payment/${orderId}/cash`, who.token)).statusCode).toBe(422);
    expect((await get(t, `/api/order-payment/${orderId}/paypal`, who.token)).statusCode).toBe(422);
    await post(t, '/api/orders/cancel', { order_id: orderId }, { token: who.token });
    const cancelled = await get(t, `/api/order-payment/${orderId}/sandbox`, who.token);
    expect(cancelled.json().message).toBe('This order is cancelled.');

    const before = await readSettings(t.db);
    await writeSetting(t.db, 'online_payment', false);
    try {
      const product = await preparedProduct(t, { price: 1000, quantity: 5 });
      await addToCart(t, who.token, { product_id: product.id });
      const res = await placeOrder(t, who.token, {
        shop_ids: [product.shopId],
        address_id: who.addressId,
        payment_method: 'sandbox',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.payment_method).toEqual(['The selected payment method is not available.']);
    } finally {
      await writeSetting(t.db, 'online_payment', before.online_payment);
    }
  });
});
