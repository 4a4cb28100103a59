import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  bookVoucherUse,
  deleteVoucherUsage,
  findOrderVoucherUsage,
  findVoucherByCode,
  insertVoucherUsage,
  unbookVoucherUse,
  usesByUser,
  type VoucherRow,
} from '../voucher/queries.ts';

/**
 * Books one use of a voucher inside the order's transaction. The conditional update counts the
 * use only while a total limit is not reached and the voucher still has the terms the order was
 * priced with (the shop may pause or edit it meanwhile), and holds the voucher's row lock until
 * commit, so the per-user count read after it cannot race another order of the same voucher.
 */
export async function useVoucher(trx: Db, voucher: VoucherRow, userId: number, orderId: number, now: string) {
  if (!(await bookVoucherUse(trx, voucher))) throw await notBooked(trx, voucher);
  if ((await usesByUser(trx, voucher.id, userId)) >= voucher.limit_for_user) {
    throw AppError.validation('coupon_code', 'You have already used this voucher as many times as allowed.');
  }
  await insertVoucherUsage(trx, { coupon_id: voucher.id, user_id: userId, order_id: orderId, created_at: now });
}

/** Why a use could not be booked: the voucher was used up, or changed since the order was priced. */
async function notBooked(trx: Db, voucher: VoucherRow): Promise<AppError> {
  const now = await findVoucherByCode(trx, voucher.code);
  const usedUp = now?.total_limit != null && now.used_count >= now.total_limit;
  return AppError.validation(
    'coupon_code',
    usedUp ? 'This voucher has been fully used.' : 'This voucher changed meanwhile; please check your order again.',
  );
}

/** Gives a cancelled order's voucher use back. */
export async function releaseVoucher(trx: Db, orderId: number) {
  const usage = await findOrderVoucherUsage(trx, orderId);
  if (!usage) return;
  await deleteVoucherUsage(trx, usage.id);
  await unbookVoucherUse(trx, usage.coupon_id);
}
