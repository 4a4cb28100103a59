import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers, sellerToken } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A voucher code belongs to one voucher whoever claims it, in whatever case, however many at
// once; and a voucher's total limit never falls below the uses shoppers book while it is edited.
let t: TestContext;
const SHOPS = [10, 11];
let tokens: string[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await Promise.all(SHOPS.map((shopId) => sellerToken(t, shopId)));
});
afterAll(() => t.close());

const body = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  discount_type: 'Percentage',
  discount: 10,
  starts_at: new Date(Date.now() - 3_600_000).toISOString(),
  ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  ...overrides,
});

const put = (id: number, payload: object, token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/seller/vouchers/${id}`, payload, headers: bearer(token) });

const holding = (code: string) =>
  t.db
    .selectFrom('coupons')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .execute();

const refusedAsTaken = (answers: Array<{ statusCode: number; body: string; json: () => unknown }>) => {
  for (const refused of answers.filter((res) => res.statusCode !== 200)) {
    expect(refused.statusCode, refused.body).toBe(422);
    expect((refused.json() as { errors: unknown }).errors).toEqual({ code: ['The code has already been taken.'] });
  }
};

describe('one voucher code claimed by several requests at once', () => {
  it('created eight times by two shops, in three cases: one voucher, seven told the code is taken', async () => {
    const code = `Race-${process.pid}`;
    const cases = [code, code.toUpperCase(), code.toLowerCase()];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(t, '/api/seller/vouchers', body(cases[i % 3]!), { token: tokens[i % 2] }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    refusedAsTaken(answers);
    expect(await holding(code)).toHaveLength(1);
  });

  it('taken by a new voucher and an edited one at once: one of them has it', async () => {
    const code = `Swap-${process.pid}`;
    const existing = await post(t, '/api/seller/vouchers', body(`${code}-old`), { token: tokens[0] });
    const id = existing.json().data.voucher.id as number;
    const answers = await Promise.all([
      put(id, body(code.toLowerCase()), tokens[0]!),
      post(t, '/api/seller/vouchers', body(code), { token: tokens[1] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    refusedAsTaken(answers);
    expect(await holding(code)).toHaveLength(1);
  });
});

describe('a total limit lowered while shoppers use the voucher', () => {
  it('is never below the uses booked: each edit comes before them or is refused', async () => {
    const [shopId] = SHOPS;
    const code = `Limit-${process.pid}`;
    const created = await post(t, '/api/seller/vouchers', body(code), { token: tokens[0] });
    const id = created.json().data.voucher.id as number;
    const product = await preparedProduct(t, { price: 2000, quantity: 50 }, shopId);
    const buyers = await quickShoppers(t, 16, `limit-${process.pid}`);
    for (const buyer of buyers) await addToCart(t, buyer.token, { product_id: product.id });

    const answers = await Promise.all([
      ...buyers.map((buyer) =>
        placeOrder(t, buyer.token, { shop_ids: [shopId], address_id: buyer.addressId, coupon_code: code }),
      ),
      ...[4, 3, 2, 3, 4, 2, 3, 4].map((limit) => put(id, body(code, { total_limit: limit }), tokens[0]!)),
    ]);
    const orders = answers.slice(0, buyers.length);
    const edits = answers.slice(buyers.length);
    for (const res of orders) {
      if (res.statusCode !== 200) expect(res.json().errors, res.body).toEqual({ coupon_code: [expect.any(String)] });
    }
    for (const res of edits) {
      if (res.statusCode !== 200) expect(Object.keys(res.json().errors), res.body).toEqual(['total_limit']);
    }
    const voucher = await t.db
      .selectFrom('coupons')
      .select(['used_count', 'total_limit'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const usages = await t.db.selectFrom('coupon_usages').select('id').where('coupon_id', '=', id).execute();
    expect(usages).toHaveLength(voucher.used_count);
    expect(orders.filter((res) => res.statusCode === 200)).toHaveLength(voucher.used_count);
    if (voucher.total_limit !== null) expect(voucher.used_count).toBeLessThanOrEqual(voucher.total_limit);
    else expect(edits.every((res) => res.statusCode === 422)).toBe(true);
  });
});
