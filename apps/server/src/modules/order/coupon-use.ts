import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VoucherRow } from '../voucher/queries.ts';
import { findVoucherByCode, usesByUser } from '../voucher/queries.ts';

/**
 * Books one use of a voucher inside the order's transaction. The conditional update counts the
 * use only while a total limit is not reached and the voucher still has the terms the order was
 * priced with (the shop may pause or edit it meanwhile), and holds the voucher's row lock until
 * commit, so the per-user count read after it cannot race another order of the same voucher.
 */
export async function useVoucher(trx: Db, voucher: VoucherRow, userId: number, orderId: number, now: string) {
  const booked = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', voucher.id)
    .where('is_active', '=', 1)
    .where('discount_type', '=', voucher.discount_type)
    .where('discount', '=', voucher.discount)
    .where('min_order_amount', '=', voucher.min_order_amount)
    .where((eb) =>
      voucher.max_discount_amount === null
        ? eb('max_discount_amount', 'is', null)
        : eb('max_discount_amount', '=', voucher.max_discount_amount),
    )
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('used_count', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  if (Number(booked.numUpdatedRows) !== 1) throw await notBooked(trx, voucher);
  if ((await usesByUser(trx, voucher.id, userId)) >= voucher.limit_for_user) {
    throw AppError.validation('coupon_code', 'You have already used this voucher as many times as allowed.');
  }
  await trx
    .insertInto('coupon_usages')
    .values({ coupon_id: voucher.id, user_id: userId, order_id: orderId, created_at: now })
    .execute();
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
  const usage = await trx
    .selectFrom('coupon_usages')
    .select(['id', 'coupon_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!usage) return;
  await trx.deleteFrom('coupon_usages').where('id', '=', usage.id).execute();
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', usage.coupon_id)
    .where('used_count', '>', 0)
    .execute();
}
