import type { SellerVoucherResponse } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers } from './helpers/commerce.ts';
import { ownerApp } from './helpers/seller.ts';
import {
  createdVoucher,
  HOUR,
  instant,
  savedVoucher,
  shopperCodes,
  voucherBody,
  voucherList,
} from './helpers/seller-vouchers.ts';
import type { TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

// A shop's voucher as orders meet it: refused at checkout while paused; once used, its uses
// shown to the owner and its terms held until every order that used it is cancelled.
let t: TestContext;
const clock = new TestClock();
const MINE = 10;
let token: string;

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE, { clock }));
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => voucherBody(clock, overrides);
const create = (overrides: Record<string, unknown>) => createdVoucher(t, token, body(overrides));
const put = (id: number, payload: object) => savedVoucher(t, token, id, payload);

describe('a paused voucher', () => {
  it('is neither offered, collected, applied nor used at checkout until resumed', async () => {
    const voucher = await create({ discount: 10, min_order_amount: 10, max_discount_amount: null });
    const product = await preparedProduct(t, { price: 4000, quantity: 20 }, MINE);
    const [who] = await quickShoppers(t, 1, `paused-${process.pid}`);
    const shopper = who!;
    const pause = async (paused: boolean) => {
      const res = await post(t, `/api/seller/vouchers/${voucher.id}/pause`, { paused }, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(paused ? 'Voucher paused.' : 'Voucher resumed.');
      return (res.json().data as SellerVoucherResponse).voucher;
    };
    const apply = () =>
      post(
        t,
        '/api/apply-voucher',
        { coupon_code: voucher.code, products: [{ id: product.id, quantity: 1 }] },
        { token: shopper.token },
      );
    await addToCart(t, shopper.token, { product_id: product.id });
    const checkout = async () =>
      (
        await post(t, '/api/cart/checkout', { shop_ids: [MINE], coupon_code: voucher.code }, { token: shopper.token })
      ).json().data;

    expect(await pause(true)).toMatchObject({ is_paused: true, state: 'paused' });
    expect(await shopperCodes(t, MINE)).not.toContain(voucher.code);
    expect(
      (await post(t, '/api/vouchers-collect', { coupon_id: voucher.id }, { token: shopper.token })).statusCode,
    ).toBe(404);
    expect((await apply()).json()).toMatchObject({ errors: { coupon_code: ['This voucher is not active.'] } });
    const refused = await checkout();
    expect(refused.coupon_message).toBe('This voucher is not active.');
    expect(refused.checkout.coupon_discount).toBe(0);
    const order = await placeOrder(t, shopper.token, {
      shop_ids: [MINE],
      address_id: shopper.addressId,
      coupon_code: voucher.code,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ coupon_code: ['This voucher is not active.'] });

    expect(await pause(false)).toMatchObject({ is_paused: false, state: 'running' });
    expect(await shopperCodes(t, MINE)).toContain(voucher.code);
    expect((await apply()).json().data).toEqual({ total_order_amount: 40, total_discount_amount: 4 });
    expect((await checkout()).checkout.coupon_discount).toBe(4);
  });
});

describe('a used voucher', () => {
  it('shows its uses, keeps its code and discount, and lets its dates and limits change', async () => {
    const voucher = await create({ discount: 20, min_order_amount: 10, max_discount_amount: 5, total_limit: 5 });
    const product = await preparedProduct(t, { price: 1500, quantity: 20 }, MINE);
    const buyers = await quickShoppers(t, 2, `used-${process.pid}`);
    const orderCodes: string[] = [];
    for (const [i, buyer] of [buyers[0]!, buyers[1]!, buyers[0]!].entries()) {
      await addToCart(t, buyer.token, { product_id: product.id, quantity: i + 1 });
      const placed = await placeOrder(t, buyer.token, {
        shop_ids: [MINE],
        address_id: buyer.addressId,
        coupon_code: voucher.code,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      orderCodes.push(placed.json().data.orders[0].order_code);
    }
    // 20% of 15.00, 30.00 and 45.00, capped at 5.00: 3.00 + 5.00 + 5.00.
    const page = await get(t, `/api/seller/vouchers/${voucher.id}`, token);
    expect(page.statusCode).toBe(200);
    const { voucher: read, uses } = page.json().data as SellerVoucherResponse;
    expect(read.used_count).toBe(3);
    expect(uses).toMatchObject({ count: 3, customers: 2, discount_total: 13 });
    expect(uses.latest.map((use) => [use.order_code, use.discount, use.customer.id])).toEqual([
      [orderCodes[2], 5, buyers[0]!.id],
      [orderCodes[1], 5, buyers[1]!.id],
      [orderCodes[0], 3, buyers[0]!.id],
    ]);
    expect((await voucherList(t, token, { search: voucher.code })).vouchers[0]!.used_count).toBe(3);

    const edit = (overrides: Record<string, unknown>) =>
      put(
        voucher.id,
        body({ code: voucher.code, discount: 20, min_order_amount: 10, max_discount_amount: 5, ...overrides }),
      );
    const codeChange = await edit({ code: voucher.code.toLowerCase() });
    expect(codeChange.statusCode).toBe(422);
    expect(codeChange.json().errors).toEqual({ code: ['The code cannot change once the voucher has been used.'] });
    expect((await edit({ discount: 25 })).json().errors).toEqual({
      discount: ['The discount cannot change once the voucher has been used.'],
    });
    expect((await edit({ discount_type: 'Amount', max_discount_amount: null })).json().errors).toEqual({
      discount_type: ['The discount type cannot change once the voucher has been used.'],
    });
    expect((await edit({ total_limit: 2 })).json().errors).toEqual({
      total_limit: ['The total limit must be at least 3, the uses already made.'],
    });

    const saved = await edit({
      min_order_amount: 12,
      limit_for_user: 4,
      total_limit: 3,
      ends_at: instant(clock, 5 * 24 * HOUR),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Voucher saved.');
    expect((saved.json().data as SellerVoucherResponse).voucher).toMatchObject({
      code: voucher.code,
      discount: 20,
      min_order_amount: 12,
      limit_for_user: 4,
      total_limit: 3,
      state: 'ended',
      ends_at: new Date(instant(clock, 5 * 24 * HOUR)).toISOString(),
    });
  });

  it('may change its terms again once every order that used it was cancelled', async () => {
    const voucher = await create({ min_order_amount: 0, max_discount_amount: null });
    const product = await preparedProduct(t, { price: 2000, quantity: 20 }, MINE);
    const [buyer] = await quickShoppers(t, 1, `cancelled-${process.pid}`);
    await addToCart(t, buyer!.token, { product_id: product.id });
    const placed = await placeOrder(t, buyer!.token, {
      shop_ids: [MINE],
      address_id: buyer!.addressId,
      coupon_code: voucher.code,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.orders[0].id as number;
    const changed = body({ code: `${voucher.code}X`, discount: 30, max_discount_amount: null });
    expect((await put(voucher.id, changed)).statusCode).toBe(422);
    const cancelled = await post(t, `/api/seller/orders/${orderId}/status`, { order_status: 'Cancelled' }, { token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const saved = await put(voucher.id, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().data as SellerVoucherResponse).voucher).toMatchObject({
      code: `${voucher.code}X`,
      used_count: 0,
    });
    // The cancelled order still names the code and discount it was given.
    const order = await t.db
      .selectFrom('orders')
      .select(['coupon_code', 'coupon_discount'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ coupon_code: voucher.code, coupon_discount: 200 });
  });
});
