import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_VOUCHER_CODE } from '../src/seed/commerce.ts';
import { get, post, registerCustomer } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Coupon = { id: number; code: string; shop_id: number | null; is_collected: boolean; discount: number };

async function shopVoucher(shopId: number, code: string) {
  return t.db
    .selectFrom('coupons')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('code', 'like', code)
    .executeTakeFirstOrThrow();
}

describe('vouchers', () => {
  it("lists a shop's own live vouchers and the admin vouchers assigned to it, public but strict about tokens", async () => {
    const shop = await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await get(t, `/api/get-vouchers?shop_id=${shop.id}`);
    expect(res.statusCode).toBe(200);
    const coupons = res.json().data.coupons as Coupon[];
    expect(coupons.every((c) => c.shop_id === shop.id || c.shop_id === null)).toBe(true);
    expect(coupons.map((c) => c.code)).toContain(ADMIN_VOUCHER_CODE);
    expect(coupons.map((c) => c.code)).not.toContain('EXPIRED20');
    expect(coupons.every((c) => c.is_collected === false)).toBe(true);
    const percent = coupons.find((c) => c.code.endsWith('SAVE10'));
    expect(percent).toMatchObject({
      discount_type: 'Percentage',
      discount: 10,
      min_order_amount: 50,
      max_discount_amount: 20,
      limit_for_user: 3,
    });
    expect((percent as unknown as { validity: string }).validity).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await get(t, `/api/get-vouchers?shop_id=${shop.id}`, 'expired-or-forged-token-0000')).statusCode).toBe(401);
    expect((await get(t, '/api/get-vouchers?shop_id=abc')).statusCode).toBe(422);
  });

  it('collects a live voucher once and lists it as collected', async () => {
    const { token } = await registerCustomer(t);
    const shop = await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow();
    const voucher = await shopVoucher(shop.id, '%SAVE10');
    expect((await post(t, '/api/vouchers-collect', { coupon_id: voucher.id })).statusCode).toBe(401);
    const collected = await post(t, '/api/vouchers-collect', { coupon_id: voucher.id }, { token });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().message).toBe('Voucher collected successfully.');
    const again = await post(t, '/api/vouchers-collect', { coupon_id: voucher.id }, { token });
    expect(again.statusCode).toBe(422);
    const expired = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', 'EXPIRED20')
      .executeTakeFirstOrThrow();
    expect((await post(t, '/api/vouchers-collect', { coupon_id: expired.id }, { token })).statusCode).toBe(404);

    const list = (await get(t, `/api/get-vouchers?shop_id=${shop.id}`, token)).json().data.coupons as Coupon[];
    expect(list.filter((c) => c.is_collected).map((c) => c.id)).toEqual([voucher.id]);
    const mine = (await get(t, '/api/get-collected-vouchers', token)).json().data.coupons as Coupon[];
    expect(mine.map((c) => c.id)).toEqual([voucher.id]);
  });

  it('applies a percentage voucher capped at its maximum, from server prices only', async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 10_000, quantity: 50 });
    const voucher = await shopVoucher(product.shopId, '%SAVE10');
    const apply = (quantity: number) =>
      post(
        t,
        '/api/apply-voucher',
        { coupon_code: voucher.code, products: [{ id: product.id, quantity, shop_id: 999, price: 0.01 }] },
        { token },
      );
    // 100.00 x 1 -> 10% = 10.00; 100.00 x 5 -> 50.00, capped at 20.00.
    expect((await apply(1)).json().data).toEqual({ total_order_amount: 100, total_discount_amount: 10 });
    expect((await apply(5)).json().data).toEqual({ total_order_amount: 500, total_discount_amount: 20 });
  });

  it('refuses a voucher below its minimum order, of another shop, unknown or expired', async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    const own = await shopVoucher(product.shopId, '%SAVE10');
    const otherShop = await t.db
      .selectFrom('coupons')
      .select('code')
      .where('shop_id', '!=', product.shopId)
      .where('code', 'like', '%SAVE10')
      .executeTakeFirstOrThrow();
    const body = (code: string) => ({ coupon_code: code, products: [{ id: product.id, quantity: 1 }] });
    const low = await post(t, '/api/apply-voucher', body(own.code), { token });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.coupon_code).toEqual(['This voucher needs a minimum order of $50.00.']);
    const foreign = await post(t, '/api/apply-voucher', body(otherShop.code), { token });
    expect(foreign.json().message).toBe('This voucher is not valid for this shop.');
    expect((await post(t, '/api/apply-voucher', body('NOPE'), { token })).json().message).toBe(
      'This voucher code is not valid.',
    );
    expect((await post(t, '/api/apply-voucher', body('EXPIRED20'), { token })).json().message).toBe(
      'This voucher has expired.',
    );
  });

  it("writes the minimum order in the shopper's currency and language, and the default for an unknown one", async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 1000, quantity: 50 });
    const own = await shopVoucher(product.shopId, '%SAVE10');
    const refusal = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/apply-voucher',
        payload: { coupon_code: own.code, products: [{ id: product.id, quantity: 1 }] },
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      expect(res.statusCode).toBe(422);
      return res.json().errors.coupon_code[0] as string;
    };
    // 50 at EUR's rate 0.92, its symbol after; 50 at JPY's 151.5 with no decimals.
    expect(await refusal({ 'x-currency': 'EUR', 'accept-language': 'fr' })).toBe(
      'Ce bon nécessite une commande minimale de 46.00€.',
    );
    expect(await refusal({ 'x-currency': 'JPY' })).toBe('This voucher needs a minimum order of ¥7,575.');
    expect(await refusal({ 'x-currency': 'XXX' })).toBe('This voucher needs a minimum order of $50.00.');
  });

  it('uses the first collected voucher that qualifies at checkout when no code is sent', async () => {
    const { token } = await registerCustomer(t);
    const product = await preparedProduct(t, { price: 4000, quantity: 50 });
    const percent = await shopVoucher(product.shopId, '%SAVE10'); // min 50.00
    const flat = await shopVoucher(product.shopId, '%FLAT5'); // min 30.00
    await post(t, '/api/vouchers-collect', { coupon_id: percent.id }, { token });
    await post(t, '/api/vouchers-collect', { coupon_id: flat.id }, { token });
    await addToCart(t, token, { product_id: product.id });
    const checkout = async () =>
      (await post(t, '/api/cart/checkout', { shop_ids: [product.shopId] }, { token })).json().data;
    // 40.00: below the percentage voucher's minimum, so the flat 5.00 one applies.
    const one = await checkout();
    expect(one.apply_coupon).toBe(true);
    expect(one.coupon).toMatchObject({ id: flat.id, code: flat.code, discount: 5 });
    expect(one.checkout.coupon_discount).toBe(5);
    await post(t, '/api/cart/update-quantity', { product_id: product.id, quantity: 2 }, { token });
    // 80.00: the first collected (10%) qualifies now: 8.00.
    const two = await checkout();
    expect(two.coupon).toMatchObject({ id: percent.id, discount: 8 });
  });

  it('keeps the collected voucher when a typed code does not apply, says why, and refuses to place the order with it', async () => {
    const who = await shopper(t);
    const product = await preparedProduct(t, { price: 6000, quantity: 50 });
    const percent = await shopVoucher(product.shopId, '%SAVE10'); // min 50.00
    const flat = await shopVoucher(product.shopId, '%FLAT5'); // min 30.00, once per shopper
    await post(t, '/api/vouchers-collect', { coupon_id: percent.id }, { token: who.token });
    // The flat voucher is used up by an order placed with its code.
    await addToCart(t, who.token, { product_id: product.id });
    const first = await placeOrder(t, who.token, {
      shop_ids: [product.shopId],
      address_id: who.addressId,
      coupon_code: flat.code,
    });
    expect(first.statusCode, first.body).toBe(200);
    await addToCart(t, who.token, { product_id: product.id });
    const checkout = async (coupon_code?: string) =>
      (await post(t, '/api/cart/checkout', { shop_ids: [product.shopId], coupon_code }, { token: who.token })).json()
        .data;
    const automatic = await checkout();
    expect(automatic.coupon).toMatchObject({ id: percent.id, discount: 6 });
    for (const refused of [flat.code, 'NO-SUCH-CODE']) {
      const typed = await checkout(refused);
      expect(typed.coupon_message, refused).toEqual(expect.any(String));
      expect(typed.coupon, refused).toMatchObject({ id: percent.id, discount: 6 });
      expect(typed.checkout.payable_amount, refused).toBe(automatic.checkout.payable_amount);
    }
    const again = await placeOrder(t, who.token, {
      shop_ids: [product.shopId],
      address_id: who.addressId,
      coupon_code: flat.code,
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['coupon_code']);
    // Without the refused code the order takes the discount the checkout showed.
    const placed = await placeOrder(t, who.token, {
      shop_ids: [product.shopId],
      address_id: who.addressId,
      expected_payable: automatic.checkout.payable_amount,
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('follows the server clock: a voucher past its end is gone', async () => {
    const shop = await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = (await get(t, `/api/get-vouchers?shop_id=${shop.id}`)).json().data.coupons as Coupon[];
    expect(before.length).toBeGreaterThan(0);
    clock.advance(200 * 86_400);
    try {
      expect((await get(t, `/api/get-vouchers?shop_id=${shop.id}`)).json().data.coupons).toEqual([]);
    } finally {
      clock.advance(-200 * 86_400);
    }
  });
});
