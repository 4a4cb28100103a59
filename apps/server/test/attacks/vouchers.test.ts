import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = (token: string, code: string, product: { id: number }) =>
  post(t, '/api/apply-voucher', { coupon_code: code, products: [{ id: product.id, quantity: 3 }] }, { token });

/** A voucher of the shop with `shopId` that allows one use in all, or a SAVE10 voucher of any other shop. */
function shopCoupon(shopId: number, which: 'single-use' | 'other-shop') {
  const coupons = t.db.selectFrom('coupons').select(['id', 'code']);
  return (
    which === 'single-use'
      ? coupons.where('shop_id', '=', shopId).where('total_limit', '=', 1)
      : coupons.where('shop_id', '!=', shopId).where('code', 'like', '%SAVE10')
  ).executeTakeFirstOrThrow();
}

describe('voucher abuse', () => {
  it.each(['%', '%SAVE10', '_%', "' OR '1'='1", 'SAVE10%'])(
    'refuses the forged code %j, wildcards included',
    async (code) => {
      const me = await shopper(t);
      const product = await preparedProduct(t, { price: 5000, quantity: 10 });
      const res = await apply(me.token, code, product);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ coupon_code: ['This voucher code is not valid.'] });
    },
  );

  it("refuses another shop's voucher at place-order and books nothing", async () => {
    const me = await shopper(t);
    const product = await preparedProduct(t, { price: 5000, quantity: 10 });
    const foreign = await shopCoupon(product.shopId, 'other-shop');
    await addToCart(t, me.token, { product_id: product.id });
    const res = await placeOrder(t, me.token, {
      shop_ids: [product.shopId],
      address_id: me.addressId,
      coupon_code: foreign.code,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['coupon_code']);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('coupon_usages').select('id').where('coupon_id', '=', foreign.id).execute()).toEqual(
      [],
    );
  });

  it('refuses a used-up voucher to the next customer, at apply and at place-order', async () => {
    const product = await preparedProduct(t, { price: 5000, quantity: 10 });
    const voucher = await shopCoupon(product.shopId, 'single-use');
    const [first, second] = [await shopper(t), await shopper(t)];
    for (const who of [first, second]) await addToCart(t, who.token, { product_id: product.id });
    const body = (who: typeof first) => ({
      shop_ids: [product.shopId],
      address_id: who.addressId,
      coupon_code: voucher.code,
    });
    expect((await placeOrder(t, first.token, body(first))).statusCode).toBe(200);
    expect((await apply(second.token, voucher.code, product)).statusCode).toBe(422);
    const late = await placeOrder(t, second.token, body(second));
    expect(late.statusCode).toBe(422);
    expect(Object.keys(late.json().errors)).toEqual(['coupon_code']);
    const row = await t.db.selectFrom('coupons').select('used_count').where('id', '=', voucher.id).executeTakeFirst();
    expect(row?.used_count).toBe(1);
  });

  it('collects a voucher once when the same customer asks ten times at once', async () => {
    const me = await shopper(t);
    const product = await preparedProduct(t, { price: 5000, quantity: 10 });
    const voucher = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('shop_id', '=', product.shopId)
      .where('code', 'like', '%SAVE10')
      .executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t, '/api/vouchers-collect', { coupon_id: voucher.id }, { token: me.token }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const rows = await t.db
      .selectFrom('collected_coupons')
      .select('coupon_id')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows).toEqual([{ coupon_id: voucher.id }]);
  });
});
