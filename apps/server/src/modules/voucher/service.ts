import {
  type applyVoucherBodySchema,
  type ApplyVoucherResponse,
  couponDiscount,
  fromMinor,
  lineUnitPrice,
  type Voucher,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toWireDateTime } from '../../lib/time.ts';
import { selectCatalog } from '../catalog/queries.ts';
import {
  collectedIds,
  findVoucherByCode,
  insertCollected,
  selectCollected,
  selectLiveVouchers,
  type VoucherRow,
} from './queries.ts';
import { voucherProblem } from './rules.ts';

export function toVoucher(row: VoucherRow, collected: boolean): Voucher {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type,
    discount: row.discount_type === 'Amount' ? fromMinor(row.discount) : row.discount,
    min_order_amount: fromMinor(row.min_order_amount),
    max_discount_amount: row.max_discount_amount === null ? null : fromMinor(row.max_discount_amount),
    limit_for_user: row.limit_for_user,
    shop_id: row.shop_id,
    started: toWireDateTime(row.started_at),
    validity: toWireDateTime(row.expired_at),
    is_collected: collected,
  };
}

/** `GET /get-vouchers`: vouchers usable now, marked collected for the signed-in customer. */
export async function listVouchers(ctx: AppContext, shopId: number | undefined, userId: number | undefined) {
  const rows = await selectLiveVouchers(ctx.db, isoAt(ctx.clock), shopId).execute();
  const collected = userId === undefined ? new Set<number>() : await collectedIds(ctx.db, userId);
  return { coupons: rows.map((row) => toVoucher(row, collected.has(row.id))) };
}

/** `GET /get-collected-vouchers`: the customer's collected vouchers still usable, in the order collected. */
export async function listCollected(ctx: AppContext, userId: number, shopId: number | undefined) {
  const live = new Set((await selectLiveVouchers(ctx.db, isoAt(ctx.clock), shopId).execute()).map((v) => v.id));
  const rows = await selectCollected(ctx.db, userId).execute();
  return { coupons: rows.filter((row) => live.has(row.id)).map((row) => toVoucher(row, true)) };
}

/** `POST /vouchers-collect`: only a voucher usable now can be collected, once. */
export async function collectVoucher(ctx: AppContext, userId: number, couponId: number): Promise<void> {
  const live = await selectLiveVouchers(ctx.db, isoAt(ctx.clock)).where('c.id', '=', couponId).executeTakeFirst();
  if (!live) throw AppError.notFound('Voucher');
  try {
    await insertCollected(ctx.db, { user_id: userId, coupon_id: couponId, created_at: isoAt(ctx.clock) });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation('coupon_id', 'You have already collected this voucher.');
    throw error;
  }
}

/**
 * `POST /apply-voucher`: the discount `coupon_code` gives these products at today's prices (the
 * client's shop ids and prices are not trusted; each product's own shop counts).
 */
export async function applyVoucher(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof applyVoucherBodySchema>,
): Promise<ApplyVoucherResponse> {
  const now = isoAt(ctx.clock);
  const voucher = await findVoucherByCode(ctx.db, body.coupon_code);
  if (!voucher) throw AppError.validation('coupon_code', 'This voucher code is not valid.');
  const ids = [...new Set(body.products.map((p) => p.id))];
  const rows = await selectCatalog(ctx.db, now)
    .select(['p.id', 'p.price', 'p.discount_price', 'p.shop_id', 'fl.flash_price', 'fl.flash_left'])
    .where('p.id', 'in', ids)
    .execute();
  const subtotals = new Map<number, number>();
  for (const item of body.products) {
    const row = rows.find((r) => r.id === item.id);
    if (!row) throw AppError.validation('products', 'A product in the list is not on sale.');
    const flash = row.flash_left != null && Number(row.flash_left) > 0 ? Number(row.flash_price) : null;
    const unit = lineUnitPrice({ price: row.price, discount_price: row.discount_price, flash_price: flash });
    subtotals.set(row.shop_id, (subtotals.get(row.shop_id) ?? 0) + unit * item.quantity);
  }
  let problem: string | null = null;
  let discount = 0;
  for (const [shopId, subtotal] of subtotals) {
    problem = await voucherProblem(ctx.db, voucher, { shopId, userId, subtotal, now });
    if (problem === null) {
      discount = couponDiscount(subtotal, voucher);
      break;
    }
  }
  if (discount === 0 && problem) throw AppError.validation('coupon_code', problem);
  const total = [...subtotals.values()].reduce((a, b) => a + b, 0);
  return { total_order_amount: fromMinor(total), total_discount_amount: fromMinor(discount) };
}
