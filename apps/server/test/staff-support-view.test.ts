import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from './helpers/accounts.ts';
import { sellerSession } from './helpers/chat.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// Staff's support view: with X-Souk-Shop, a staff token reads any shop's side as its owner does,
// and writes nothing; an owner's token ignores the header. Opening the view is audited.
/** The shop staff look at (the one of the order placed below), and another. */
let VIEWED: number;
let OTHER: number;

let t: TestContext;
let staff: { id: number; token: string };
let viewedOwner: string;
let otherOwner: string;
/** An order placed with the viewed shop, and the product it bought. */
let order: { id: number; code: string; productId: number };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to `/api{url}` with `token`, naming `shop` in the support view's header when given. */
const call = (method: Method, url: string, token: string, shop?: number | string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...(shop === undefined ? {} : { 'x-souk-shop': String(shop) }) },
    ...(payload ? { payload } : {}),
  });

/** The answer's data, the call having succeeded. */
async function dataOf(response: ReturnType<typeof call>) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const product = await preparedProduct(t, { price: 2400, quantity: 9 });
  VIEWED = product.shopId;
  OTHER = VIEWED === 1 ? 2 : 1;
  viewedOwner = (await sellerSession(t, VIEWED)).token;
  otherOwner = (await sellerSession(t, OTHER)).token;
  const buyer = await shopper(t);
  await addToCart(t, buyer.token, { product_id: product.id });
  const placed = await placeOrder(t, buyer.token, { shop_ids: [VIEWED], address_id: buyer.addressId });
  expect(placed.statusCode, placed.body).toBe(200);
  const code = placed.json().data.orders[0].order_code as string;
  const row = await t.db.selectFrom('orders').select('id').where('order_code', '=', code).executeTakeFirstOrThrow();
  order = { id: row.id, code, productId: product.id };
});
afterAll(() => t.close());

/** Shop-side reads of the console's sections. */
const READS = [
  '/seller/profile',
  '/seller/dashboard',
  '/seller/products?per_page=100',
  '/seller/orders',
  '/seller/quotes',
  '/seller/conversations',
  '/seller/reviews',
  '/seller/vouchers',
  '/seller/flash-sales',
  '/seller/shop',
];

describe("staff's support view of a shop", () => {
  it("reads the named shop's side exactly as its owner does, and not another shop's", async () => {
    for (const url of READS) {
      const asStaff = await dataOf(call('GET', url, staff.token, VIEWED));
      expect(asStaff, url).toEqual(await dataOf(call('GET', url, viewedOwner)));
    }
    const products = await dataOf(call('GET', '/seller/products?per_page=100', staff.token, VIEWED));
    const otherProducts = await dataOf(call('GET', '/seller/products?per_page=100', staff.token, OTHER));
    expect(products.products.map((p: { id: number }) => p.id)).toContain(order.productId);
    expect(otherProducts.products.map((p: { id: number }) => p.id)).not.toContain(order.productId);
    expect(otherProducts).toEqual(await dataOf(call('GET', '/seller/products?per_page=100', otherOwner)));

    const orders = await dataOf(call('GET', '/seller/orders', staff.token, VIEWED));
    expect(orders.orders.map((o: { order_code: string }) => o.order_code)).toContain(order.code);
    const one = await dataOf(call('GET', `/seller/orders/${order.id}`, staff.token, VIEWED));
    expect(one.order.order_code).toBe(order.code);
    const product = await dataOf(call('GET', `/seller/products/${order.productId}`, staff.token, VIEWED));
    expect(product.product.id).toBe(order.productId);
    const dashboard = await dataOf(call('GET', '/seller/dashboard', staff.token, VIEWED));
    expect(dashboard.awaiting_confirmation).toBeGreaterThanOrEqual(1);

    // The shop named decides: another shop's order is not found there, as for its owner.
    expect((await call('GET', `/seller/orders/${order.id}`, staff.token, OTHER)).statusCode).toBe(404);
    // Without the header staff run no shop, as before.
    expect((await call('GET', '/seller/products', staff.token)).statusCode).toBe(404);
  });

  it("refuses staff's writes with the header (403) and changes nothing", async () => {
    const productBefore = await t.db.selectFrom('products').selectAll().where('id', '=', order.productId).execute();
    const orderBefore = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).execute();
    const shopBefore = await t.db.selectFrom('shops').selectAll().where('id', '=', VIEWED).execute();
    const count = async (table: 'coupons' | 'flash_sale_products' | 'products') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const countsBefore = [await count('coupons'), await count('flash_sale_products'), await count('products')];

    const writes: Array<[Method, string, object?]> = [
      ['POST', '/seller/products/bulk', { ids: [order.productId], quantity: 77 }],
      ['PUT', `/seller/products/${order.productId}`, { name: 'Changed by staff' }],
      ['POST', `/seller/products/${order.productId}/duplicate`],
      ['POST', `/seller/orders/${order.id}/status`, { order_status: 'Confirmed' }],
      ['PUT', '/seller/shop', { name: 'Changed by staff' }],
      ['POST', '/seller/vouchers', { code: 'STAFF10' }],
      ['DELETE', `/seller/flash-sales/1/entries/${order.productId}`],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(method, url, staff.token, VIEWED, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('The support view is read-only.');
    }

    expect(await t.db.selectFrom('products').selectAll().where('id', '=', order.productId).execute()).toEqual(
      productBefore,
    );
    expect(await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).execute()).toEqual(orderBefore);
    expect(await t.db.selectFrom('shops').selectAll().where('id', '=', VIEWED).execute()).toEqual(shopBefore);
    expect([await count('coupons'), await count('flash_sale_products'), await count('products')]).toEqual(countsBefore);
  });

  it('leaves a thread the shop has not read unread when staff read it', async () => {
    const buyer = await shopper(t);
    const sent = await post(
      t,
      '/api/send-message',
      { shop_id: VIEWED, message: 'Is it in stock?' },
      { token: buyer.token },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const unseen = async () =>
      (
        await t.db
          .selectFrom('chat_messages as m')
          .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
          .select('m.id')
          .where('c.shop_id', '=', VIEWED)
          .where('c.user_id', '=', buyer.user.id)
          .where('m.sender', '=', 'user')
          .where('m.is_seen', '=', 0)
          .execute()
      ).length;
    const thread = `/seller/messages?user_id=${buyer.user.id}`;
    const read = await dataOf(call('GET', thread, staff.token, VIEWED));
    expect(read.data.map((m: { message: string }) => m.message)).toContain('Is it in stock?');
    expect(await unseen()).toBe(1);
    await dataOf(call('GET', thread, viewedOwner));
    expect(await unseen()).toBe(0);
  });

  it("ignores an owner's header: their own shop only, for reads and writes", async () => {
    const mine = await dataOf(call('GET', '/seller/products?per_page=100', otherOwner));
    expect(await dataOf(call('GET', '/seller/products?per_page=100', otherOwner, VIEWED))).toEqual(mine);
    const orders = await dataOf(call('GET', '/seller/orders', otherOwner, VIEWED));
    expect(orders.orders.map((o: { order_code: string }) => o.order_code)).not.toContain(order.code);
    expect((await call('GET', `/seller/orders/${order.id}`, otherOwner, VIEWED)).statusCode).toBe(404);
    expect((await call('GET', '/seller/dashboard', otherOwner, VIEWED)).json().data).toEqual(
      await dataOf(call('GET', '/seller/dashboard', otherOwner)),
    );
    // A write with the header is the owner's own, as without it: the viewed shop's product is not theirs.
    const stock = () => t.db.selectFrom('products').select('quantity').where('id', '=', order.productId).execute();
    const before = await stock();
    const bulk = await call('POST', '/seller/products/bulk', otherOwner, VIEWED, {
      ids: [order.productId],
      quantity: 5,
    });
    expect(bulk.statusCode).toBe(404);
    expect(await stock()).toEqual(before);
  });

  it("refuses shoppers' tokens and unknown shops", async () => {
    const buyer = await shopper(t);
    expect((await call('GET', '/seller/products', buyer.token, VIEWED)).statusCode).toBe(401);
    for (const shop of [999_999, 'abc', '0', '99999999999']) {
      const res = await call('GET', '/seller/products', staff.token, shop);
      expect(res.statusCode, String(shop)).toBe(404);
      expect(res.json().message).toBe('Shop not found.');
    }
  });

  it('records opening the view in the audit log, for staff only', async () => {
    const entries = () =>
      t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'shop.support_view')
        .where('subject_id', '=', String(VIEWED))
        .execute();
    const shop = await t.db.selectFrom('shops').select('name').where('id', '=', VIEWED).executeTakeFirstOrThrow();
    const opened = await call('POST', `/staff/shops/${VIEWED}/support-view`, staff.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: 'Support view opened.', data: { id: VIEWED, name: shop.name } });
    const logged = await entries();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor_id: staff.id, subject_type: 'shop', before: null, after: null });

    expect((await call('POST', '/staff/shops/999999/support-view', staff.token)).statusCode).toBe(404);
    expect((await call('POST', `/staff/shops/${VIEWED}/support-view`, viewedOwner)).statusCode).toBe(403);
    expect((await call('POST', `/staff/shops/${VIEWED}/support-view`, (await shopper(t)).token)).statusCode).toBe(401);
    expect(await entries()).toHaveLength(1);
  });
});
