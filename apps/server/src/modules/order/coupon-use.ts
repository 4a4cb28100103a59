import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VoucherRow } from '../voucher/queries.ts';
import { usesByUser } from '../voucher/queries.ts';

/**
 * Books one use of a voucher inside the order's transaction. The conditional update counts the
 * use only while a total limit is not reached, and holds the voucher's row lock until commit,
 * so the per-user count read after it cannot race another order of the same voucher.
 */
export async function useVoucher(trx: Db, voucher: VoucherRow, userId: number, orderId: number, now: string) {
  const booked = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', voucher.id)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('used_count', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  if (Number(booked.numUpdatedRows) !== 1)
    throw AppError.validation('coupon_code', 'This voucher has been fully used.');
  if ((await usesByUser(trx, voucher.id, userId)) >= voucher.limit_for_user) {
    throw AppError.validation('coupon_code', 'You have already used this voucher as many times as allowed.');
  }
  await trx
    .insertInto('coupon_usages')
    .values({ coupon_id: voucher.id, user_id: userId, order_id: orderId, created_at: now })
    .execute();
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
