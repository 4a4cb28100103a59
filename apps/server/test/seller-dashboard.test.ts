import { fromMinor } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerDashboard } from '../src/modules/seller/dashboard.ts';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { planInspector, type Statement } from './helpers/query-plans.ts';
import { answerQuote, askQuote, dayAfter } from './helpers/quotes.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

const DAY = 86_400_000;

let t: TestContext;
const clock = new TestClock();
/** Two shops selling products without options (as preparedProduct needs): the one under test, and another. */
let mine: { id: number; token: string; ownerId: number };
let theirs: { id: number; token: string };

async function shopOf(shopId: number) {
  const owner = await t.db.selectFrom('shops').select('user_id').where('id', '=', shopId).executeTakeFirstOrThrow();
  return { id: shopId, token: await sellerToken(t, shopId), ownerId: owner.user_id };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  // The last shops (a general store, the grocer) sell products without options.
  const [a, b] = await t.db.selectFrom('shops').select('id').orderBy('id', 'desc').limit(2).execute();
  mine = await shopOf(a!.id);
  theirs = await shopOf(b!.id);
});
afterAll(() => t.close());

const dashboard = (token: string | undefined, query: Record<string, string> = {}) =>
  get(t, `/api/seller/dashboard?${new URLSearchParams(query)}`, token);

async function figures(token: string, query: Record<string, string> = {}) {
  const res = await dashboard(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** An order of one product of `shopId` by a new shopper, placed at the test clock's now. */
async function orderIn(shopId: number, price = 1000) {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price, quantity: 10 }, shopId);
  await addToCart(t, who.token, { product_id: product.id, quantity: 2 });
  const res = await placeOrder(t, who.token, { shop_ids: [shopId], address_id: who.addressId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orders[0] as { id: number; payable_amount: number };
}

const setStatus = (token: string, id: number, order_status: string) =>
  post(t, `/api/seller/orders/${id}/status`, { order_status }, { token });

/** What the shop's counted orders since `from` come to, read from the table itself. */
async function storedPeriod(shopId: number, from: string) {
  const rows = await t.db
    .selectFrom('orders')
    .select(['payable_amount', 'order_status', 'created_at'])
    .where('shop_id', '=', shopId)
    .execute();
  const counted = rows.filter(
    (row) => row.order_status !== 'Cancelled' && Date.parse(row.created_at) >= Date.parse(from),
  );
  return { orders: counted.length, revenue: fromMinor(counted.reduce((sum, row) => sum + row.payable_amount, 0)) };
}

const startOfToday = () => new Date(clock.now() - (clock.now() % DAY)).toISOString();

describe('seller dashboard: access', () => {
  it('answers 401 without a token and to a customer’s token', async () => {
    const anonymous = await dashboard(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const customer = await shopper(t);
    const refused = await dashboard(customer.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('seller dashboard: orders and revenue', () => {
  it('counts the shop’s own orders of today and the week, cancelled ones left out', async () => {
    const before = await figures(mine.token);
    const first = await orderIn(mine.id, 1000);
    const second = await orderIn(mine.id, 2550);
    const cancelled = await orderIn(mine.id, 4000);
    await orderIn(theirs.id, 9900);
    expect((await setStatus(mine.token, cancelled.id, 'Cancelled')).statusCode).toBe(200);

    const after = await figures(mine.token);
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.week.orders).toBe(before.week.orders + 2);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + first.payable_amount + second.payable_amount, 2);
    // Exactly what the table holds for the shop, not an approximation.
    expect(after.today).toEqual(await storedPeriod(mine.id, startOfToday()));
    expect(after.week).toEqual(await storedPeriod(mine.id, new Date(clock.now() - 7 * DAY).toISOString()));
    expect(after.today.revenue).toBeGreaterThan(0);
  });

  it('begins today and the week where asked, or at UTC midnight and seven days back', async () => {
    const order = await orderIn(mine.id);
    const inFuture = new Date(clock.now() + 60_000).toISOString();
    const later = await figures(mine.token, { today_from: inFuture, week_from: inFuture });
    expect(later.today).toEqual({ orders: 0, revenue: 0 });
    expect(later.week).toEqual({ orders: 0, revenue: 0 });

    // A browser's own offset names the same instant: a minute ago, written five hours ahead.
    const minuteAgo = new Date(clock.now() - 60_000 + 5 * 3_600_000).toISOString().replace('Z', '+05:00');
    const fromMinuteAgo = await figures(mine.token, { today_from: minuteAgo });
    expect(fromMinuteAgo.today).toEqual(await storedPeriod(mine.id, new Date(clock.now() - 60_000).toISOString()));
    expect(fromMinuteAgo.today.orders).toBeGreaterThan(0);

    const before = await figures(mine.token);
    const placedAt = (ms: number) =>
      t.db
        .updateTable('orders')
        .set({ created_at: new Date(ms).toISOString() })
        .where('id', '=', order.id)
        .execute();
    // UTC midnight is today's first instant; a second before it is yesterday, in the week only.
    const midnight = Date.parse(startOfToday());
    await placedAt(midnight);
    expect((await figures(mine.token)).today.orders).toBe(before.today.orders);
    await placedAt(midnight - 1000);
    const yesterday = await figures(mine.token);
    expect(yesterday.today.orders).toBe(before.today.orders - 1);
    expect(yesterday.week.orders).toBe(before.week.orders);
    // Seven days back is the week's first instant; a second earlier is in neither.
    await placedAt(clock.now() - 7 * DAY);
    expect((await figures(mine.token)).week.orders).toBe(before.week.orders);
    await placedAt(clock.now() - 7 * DAY - 1000);
    expect((await figures(mine.token)).week.orders).toBe(before.week.orders - 1);
  });

  it('counts Pending orders as awaiting confirmation until the shop confirms them', async () => {
    const before = await figures(mine.token);
    const order = await orderIn(mine.id);
    await orderIn(theirs.id);
    expect((await figures(mine.token)).awaiting_confirmation).toBe(before.awaiting_confirmation + 1);
    expect((await setStatus(mine.token, order.id, 'Confirm')).statusCode).toBe(200);
    expect((await figures(mine.token)).awaiting_confirmation).toBe(before.awaiting_confirmation);
  });
});

describe('seller dashboard: what waits for the shop', () => {
  it('counts quotes waiting for the shop’s answer, its own only', async () => {
    const before = await figures(mine.token);
    const who = await shopper(t);
    const ask = async (shopId: number) => {
      const product = await preparedProduct(t, { price: 1000, quantity: 50 }, shopId);
      return askQuote(t, who.token, shopId, [{ product_id: product.id, quantity: 3 }]);
    };
    const toAnswer = await ask(mine.id);
    const toReject = await ask(mine.id);
    await ask(theirs.id);
    expect((await figures(mine.token)).open_quotes).toBe(before.open_quotes + 2);
    // Once priced, a quote waits for the shopper; once rejected, for no one.
    const answered = await answerQuote(t, mine.token, toAnswer, [9], dayAfter(clock.now(), 2));
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await figures(mine.token)).open_quotes).toBe(before.open_quotes + 1);
    const rejected = await post(t, `/api/seller/quotes/${toReject.id}/reject`, { note: 'No' }, { token: mine.token });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await figures(mine.token)).open_quotes).toBe(before.open_quotes);
  });

  it('counts threads with a shopper’s message the shop has not read, until it reads them', async () => {
    const before = await figures(mine.token);
    const send = (token: string, shop_id: number, message: string) =>
      post(t, '/api/send-message', { shop_id, type: 'user', message }, { token });
    const me = await shopper(t);
    const other = await shopper(t);
    await send(me.token, mine.id, 'first');
    await send(me.token, mine.id, 'second');
    await send(other.token, mine.id, 'hello');
    await send(me.token, theirs.id, 'to another shop');
    expect((await figures(mine.token)).unread_conversations).toBe(before.unread_conversations + 2);

    // As in the shop's conversation list (unread_message_user): answering leaves the shopper's
    // messages unseen; reading the thread clears them.
    const answer = await post(
      t,
      '/api/seller/send-message',
      { user_id: other.user.id, message: 'hi' },
      { token: mine.token },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await get(t, `/api/seller/messages?user_id=${me.user.id}`, mine.token)).statusCode).toBe(200);
    expect((await figures(mine.token)).unread_conversations).toBe(before.unread_conversations + 1);
    expect((await get(t, `/api/seller/messages?user_id=${other.user.id}`, mine.token)).statusCode).toBe(200);
    expect((await figures(mine.token)).unread_conversations).toBe(before.unread_conversations);
  });
});

describe('seller dashboard: low stock', () => {
  it('counts the active products at or below the line and lists the lowest five, lowest first', async () => {
    const ids = (
      await t.db.selectFrom('products').select('id').where('shop_id', '=', mine.id).orderBy('id').limit(8).execute()
    ).map((row) => row.id);
    expect(ids).toHaveLength(8);
    await t.db.updateTable('products').set({ quantity: 100 }).where('shop_id', '=', mine.id).execute();
    await t.db.updateTable('products').set({ is_active: 1 }).where('id', 'in', ids).execute();
    const stocks = [5, 0, 3, 5, 6, 1, 4, 2];
    for (const [i, id] of ids.entries()) {
      await t.db.updateTable('products').set({ quantity: stocks[i] }).where('id', '=', id).execute();
    }
    // The last one (2 left) is switched off: not the shop's worry.
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', ids[7]!).execute();
    // Another shop's empty product is not this shop's.
    const foreign = await t.db
      .selectFrom('products')
      .select('id')
      .where('shop_id', '=', theirs.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ quantity: 0, is_active: 1 }).where('id', '=', foreign.id).execute();

    const { low_stock } = await figures(mine.token);
    expect(low_stock.threshold).toBe(5);
    expect(low_stock.count).toBe(6);
    // Stock ascending, ties by id: 0, 1, 3, 4, then the first of the two fives.
    expect(low_stock.products.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[5], ids[2], ids[6], ids[0]]);
    const first = await t.db
      .selectFrom('products')
      .select(['id', 'name', 'code', 'quantity'])
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    expect(low_stock.products[0]).toEqual({ id: first.id, name: first.name, code: first.code, stock: 0 });
    expect((await figures(theirs.token)).low_stock.products.map((p: { id: number }) => p.id)).toContain(foreign.id);
  });
});

describe('seller dashboard: bad input', () => {
  it('refuses an instant that is not one, or more than 8 days back, naming the field', async () => {
    for (const query of [
      { today_from: 'yesterday-ish garbage' },
      { today_from: '2026-13-45T99:00:00Z' },
      { today_from: new Date(Date.now() - 9 * DAY).toISOString() },
    ]) {
      const res = await dashboard(mine.token, query);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['today_from']);
      expect(res.json().message).toMatch(/today from/);
    }
    const week = await dashboard(mine.token, { week_from: 'last monday' });
    expect(week.statusCode).toBe(422);
    expect(Object.keys(week.json().errors)).toEqual(['week_from']);
  });
});

// Plan checks, not timings: at a million products a shop holds about 83,000, and its orders
// grow without end; the figures must read only the shop's matching part of an index.
describe(`seller dashboard query plans on ${testDatabaseUrl ? 'postgres' : 'sqlite'}`, () => {
  it('reads low stock and the periods’ orders off their indexes, without sorting', async () => {
    const inspector = await planInspector(t);
    try {
      await sellerDashboard({ db: inspector.db, clock }, mine.ownerId, {});
      const find = (pattern: RegExp): Statement => {
        const found = inspector.statements.find((s) => pattern.test(s.sql));
        if (!found) throw new Error(`no statement matches ${pattern}`);
        return found;
      };
      const plans = {
        lowCount: await inspector.plan(find(/count\(\*\).*from "products"/is)),
        lowest: await inspector.plan(find(/from "products".*limit/is)),
        period: await inspector.plan(find(/from "orders".*"created_at" >=/is)),
      };
      expect(plans.lowCount, plans.lowCount).toContain('products_seller_stock_idx');
      expect(plans.lowest, plans.lowest).toContain('products_seller_stock_idx');
      expect(plans.lowest, plans.lowest).not.toMatch(/USE TEMP B-TREE|^\s*(->\s*)?Sort\b/m);
      expect(plans.period, plans.period).toContain('orders_shop_created_idx');
    } finally {
      await inspector.close();
    }
  });
});
