import type { SellerVoucherResponse } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_VOUCHER_CODE } from '../src/seed/commerce.ts';
import { get, post } from './helpers/accounts.ts';
import { quickShoppers } from './helpers/commerce.ts';
import { ownersApp } from './helpers/seller.ts';
import {
  createdVoucher,
  freshCode,
  HOUR,
  instant,
  savedVoucher,
  shopperCodes,
  voucherBody,
  voucherList,
} from './helpers/seller-vouchers.ts';
import type { TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

// The owner's vouchers: only the shop's own, each rule told under its field, and shoppers seeing
// every change with their next call. What orders make of a voucher is in
// seller-voucher-checkout.test.ts.
let t: TestContext;
const clock = new TestClock();
const MINE = 10;
const THEIRS = 11;
let token: string;
let theirToken: string;

beforeAll(async () => {
  // Tokens expire by the clock too, and the list's test steps through a voucher's month.
  ({ t, token, theirToken } = await ownersApp(MINE, THEIRS, { clock, env: { TOKEN_TTL_DAYS: '90' } }));
});
afterAll(() => t.close());

const at = (seconds: number) => instant(clock, seconds);
const body = (overrides: Record<string, unknown> = {}) => voucherBody(clock, overrides);
const create = (overrides: Record<string, unknown> = {}, as = token) => createdVoucher(t, as, body(overrides));
const list = (query: Record<string, string | number> = {}) => voucherList(t, token, query);

describe('creating a voucher', () => {
  it('stores what the owner set, in minor units and UTC, running at once and offered to shoppers', async () => {
    const code = freshCode('Save-');
    const res = await post(t, '/api/seller/vouchers', body({ code, discount: '15', min_order_amount: '49.99' }), {
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Voucher added.');
    const { voucher, uses } = res.json().data as SellerVoucherResponse;
    expect(voucher).toMatchObject({
      code,
      discount_type: 'Percentage',
      discount: 15,
      min_order_amount: 49.99,
      max_discount_amount: 20,
      limit_for_user: 2,
      total_limit: null,
      used_count: 0,
      is_paused: false,
      state: 'running',
      starts_at: new Date(at(-HOUR)).toISOString(),
    });
    expect(uses).toEqual({ count: 0, customers: 0, discount_total: 0, latest: [] });
    const row = await t.db.selectFrom('coupons').selectAll().where('id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shop_id: MINE, discount: 15, min_order_amount: 4999, max_discount_amount: 2000 });
    expect(await shopperCodes(t, MINE)).toContain(code);

    const amount = await create({ discount_type: 'Amount', discount: 7.5, max_discount_amount: '' });
    expect(amount).toMatchObject({ discount: 7.5, max_discount_amount: null });
    expect(
      (await t.db.selectFrom('coupons').select('discount').where('id', '=', amount.id).executeTakeFirstOrThrow())
        .discount,
    ).toBe(750);
  });

  it('names every field it refuses', async () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const res = await post(t, '/api/seller/vouchers', body(overrides), { token });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await refused({ code: 'AB' })).toEqual({ code: ['The code must be at least 3 characters.'] });
    expect(await refused({ code: 'SAVE 10%' })).toEqual({
      code: ['The code may hold only letters, digits, dashes and underscores.'],
    });
    expect(await refused({ code: 'X'.repeat(33) })).toEqual({
      code: ['The code may not be greater than 32 characters.'],
    });
    expect(await refused({ discount: 150 })).toEqual({
      discount: ['The percentage must be a whole number from 1 to 100.'],
    });
    expect(await refused({ discount: 12.5 })).toEqual({
      discount: ['The percentage must be a whole number from 1 to 100.'],
    });
    expect(await refused({ discount_type: 'Amount', discount: 0, max_discount_amount: null })).toEqual({
      discount: ['The discount must be greater than 0.'],
    });
    expect(await refused({ discount_type: 'Amount', discount: 5 })).toEqual({
      max_discount_amount: ['Only a percentage discount has a maximum discount.'],
    });
    expect(await refused({ discount_type: 'Fixed' })).toEqual({
      discount_type: ['The discount type must be Amount or Percentage.'],
    });
    expect(await refused({ min_order_amount: -1 })).toEqual({
      min_order_amount: ['The minimum order must be at least 0.'],
    });
    expect(await refused({ limit_for_user: 0, total_limit: 0 })).toEqual({
      limit_for_user: ['The per-customer limit must be at least 1.'],
      total_limit: ['The total limit must be at least 1.'],
    });
    expect(await refused({ starts_at: at(HOUR), ends_at: at(HOUR) })).toEqual({
      ends_at: ['The end must be after the start.'],
    });
    expect(await refused({ starts_at: '2026-13-40T10:00', ends_at: 'tomorrow' })).toEqual({
      starts_at: ['The start must be a date and time.'],
      ends_at: ['The end must be a date and time.'],
    });
    expect(await refused({ starts_at: at(-2 * HOUR), ends_at: at(-HOUR) })).toEqual({
      ends_at: ['The end must be in the future.'],
    });
  });

  it('keeps a code to one voucher across Souk, whatever its case', async () => {
    const code = freshCode('Mixed-');
    await create({ code });
    for (const [taken, as] of [
      [code.toLowerCase(), token],
      [code.toUpperCase(), theirToken],
      ['shop1save10', token],
      [ADMIN_VOUCHER_CODE.toLowerCase(), theirToken],
    ] as const) {
      const res = await post(t, '/api/seller/vouchers', body({ code: taken }), { token: as });
      expect(res.statusCode, taken).toBe(422);
      expect(res.json().errors, taken).toEqual({ code: ['The code has already been taken.'] });
    }
  });

  it('asks for a shop owner', async () => {
    expect((await get(t, '/api/seller/vouchers')).statusCode).toBe(401);
    const [customer] = await quickShoppers(t, 1, `vouchers-${process.pid}`);
    expect((await post(t, '/api/seller/vouchers', body(), { token: customer!.token })).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it("holds the shop's own vouchers only, by state with each state's count, searched by code, paged", async () => {
    const tag = `L${process.pid}`;
    const running = await create({ code: `${tag}_run` });
    const scheduled = await create({ code: `${tag}-soon`, starts_at: at(24 * HOUR) });
    const paused = await create({ code: `${tag}-held` });
    expect((await post(t, `/api/seller/vouchers/${paused.id}/pause`, { paused: true }, { token })).statusCode).toBe(
      200,
    );
    const usedUp = await create({ code: `${tag}-gone`, total_limit: 1 });
    await t.db.updateTable('coupons').set({ used_count: 1 }).where('id', '=', usedUp.id).execute();
    const theirs = await create({ code: `${tag}-theirs` }, theirToken);

    const all = await list({ search: tag.toLowerCase(), per_page: 100 });
    expect(all.vouchers.map((v) => [v.code, v.state])).toEqual([
      [usedUp.code, 'ended'],
      [paused.code, 'paused'],
      [scheduled.code, 'scheduled'],
      [running.code, 'running'],
    ]);
    expect(all.total).toBe(4);
    const stored = await t.db.selectFrom('coupons').select('shop_id').execute();
    const counts = await list();
    expect(Object.values(counts.counts).reduce((a, b) => a + b, 0)).toBe(
      stored.filter((row) => row.shop_id === MINE).length,
    );
    expect(counts.vouchers.map((v) => v.code)).not.toContain(ADMIN_VOUCHER_CODE);
    expect(counts.vouchers.map((v) => v.code)).not.toContain(theirs.code);

    for (const state of ['running', 'scheduled', 'paused', 'ended'] as const) {
      const one = await list({ state, search: tag, per_page: 100 });
      expect(
        one.vouchers.every((v) => v.state === state),
        state,
      ).toBe(true);
      expect(one.total, state).toBe(1);
      expect((await list({ state, per_page: 100 })).total, state).toBe(counts.counts[state]);
    }
    // "_" is a character of the code, not a wildcard.
    expect((await list({ search: `${tag}_` })).vouchers.map((v) => v.code)).toEqual([running.code]);
    const [first, second] = [
      await list({ search: tag, per_page: 3 }),
      await list({ search: tag, per_page: 3, page: 2 }),
    ];
    expect([...first.vouchers, ...second.vouchers].map((v) => v.id)).toEqual(all.vouchers.map((v) => v.id));

    // Time moves the states: the scheduled one starts, and at their end all are over.
    clock.advance(25 * HOUR);
    expect((await list({ search: scheduled.code })).vouchers[0]!.state).toBe('running');
    clock.advance(30 * 24 * HOUR);
    expect((await list({ state: 'ended', search: tag })).total).toBe(4);
    clock.advance(-(25 * HOUR + 30 * 24 * HOUR));
  });

  it('refuses a state it does not know', async () => {
    const res = await get(t, '/api/seller/vouchers?state=expired', token);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['state']);
  });
});

describe("another shop's voucher", () => {
  it('is not found, to read, save or pause, and stays as it was', async () => {
    const theirs = await create({}, theirToken);
    expect((await get(t, `/api/seller/vouchers/${theirs.id}`, token)).statusCode).toBe(404);
    const saved = await savedVoucher(t, token, theirs.id, body({ code: theirs.code, discount: 50 }));
    expect(saved.statusCode).toBe(404);
    expect(saved.json().message).toBe('Voucher not found.');
    expect((await post(t, `/api/seller/vouchers/${theirs.id}/pause`, { paused: true }, { token })).statusCode).toBe(
      404,
    );
    const row = await t.db.selectFrom('coupons').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ discount: 10, is_active: 1 });
    expect((await get(t, '/api/seller/vouchers/99999999', token)).statusCode).toBe(404);
    // An admin voucher merely assigned to the shop is not the shop's either.
    const admin = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', ADMIN_VOUCHER_CODE)
      .executeTakeFirstOrThrow();
    expect((await get(t, `/api/seller/vouchers/${admin.id}`, token)).statusCode).toBe(404);
  });
});
