import type { SellerVoucherResponse, SellerVouchersResponse } from '@souk/contract';
import { expect } from 'vitest';
import { bearer, get, post } from './accounts.ts';
import type { TestContext } from './test-app.ts';
import type { TestClock } from './test-clock.ts';

export const HOUR = 3600;

/** An instant `seconds` from the clock's now, with an offset as a browser in Amman would send it. */
export function instant(clock: TestClock, seconds: number) {
  const local = new Date(clock.now() + seconds * 1000 + 3 * HOUR * 1000).toISOString().slice(0, 19);
  return `${local}+03:00`;
}

let serial = 0;
/** A code no other voucher of the test database has. */
export const freshCode = (prefix = 'V') => `${prefix}${process.pid}-${(serial += 1)}`;

/** The console's voucher form, running from an hour ago for 30 days. */
export const voucherBody = (clock: TestClock, overrides: Record<string, unknown> = {}) => ({
  code: freshCode(),
  discount_type: 'Percentage',
  discount: 10,
  min_order_amount: 50,
  max_discount_amount: 20,
  limit_for_user: 2,
  total_limit: null,
  starts_at: instant(clock, -HOUR),
  ends_at: instant(clock, 30 * 24 * HOUR),
  ...overrides,
});

/** A voucher `token`'s owner adds, as the server answers it. */
export async function createdVoucher(t: TestContext, token: string, body: object) {
  const res = await post(t, '/api/seller/vouchers', body, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as SellerVoucherResponse).voucher;
}

/** The owner's list of vouchers, as `query` asks for it. */
export async function voucherList(t: TestContext, token: string, query: Record<string, string | number> = {}) {
  const res = await get(t, `/api/seller/vouchers?${new URLSearchParams(query as Record<string, string>)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SellerVouchersResponse;
}

/** Saves the voucher `id` with the form `payload`. */
export const savedVoucher = (t: TestContext, token: string, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/seller/vouchers/${id}`, payload, headers: bearer(token) });

/** The codes shoppers are offered in the shop. */
export const shopperCodes = async (t: TestContext, shopId: number) =>
  ((await get(t, `/api/get-vouchers?shop_id=${shopId}`)).json().data.coupons as Array<{ code: string }>).map(
    (c) => c.code,
  );
