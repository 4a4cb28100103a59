import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

const COLUMNS = [
  'c.id',
  'c.shop_id',
  'c.code',
  'c.discount_type',
  'c.discount',
  'c.min_order_amount',
  'c.max_discount_amount',
  'c.limit_for_user',
  'c.total_limit',
  'c.used_count',
  'c.started_at',
  'c.expired_at',
  'c.is_active',
] as const;

/** Vouchers that can be used now: active, in date, not used up. `shopId` limits to a shop's own and assigned ones. */
export function selectLiveVouchers(db: Db, now: string, shopId?: number) {
  let query = db
    .selectFrom('coupons as c')
    .select(COLUMNS)
    .where('c.is_active', '=', 1)
    .where('c.started_at', '<=', now)
    .where('c.expired_at', '>', now)
    .where((eb) => eb.or([eb('c.total_limit', 'is', null), eb('c.used_count', '<', eb.ref('c.total_limit'))]));
  if (shopId !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('c.shop_id', '=', shopId),
        eb.and([
          eb('c.shop_id', 'is', null),
          eb.exists(
            eb
              .selectFrom('coupon_shops as cs')
              .select('cs.coupon_id')
              .whereRef('cs.coupon_id', '=', 'c.id')
              .where('cs.shop_id', '=', shopId),
          ),
        ]),
      ]),
    );
  }
  return query.orderBy('c.id');
}

export function findVoucherByCode(db: Db, code: string) {
  return db.selectFrom('coupons as c').select(COLUMNS).where('c.code', '=', code).executeTakeFirst();
}
export type VoucherRow = NonNullable<Awaited<ReturnType<typeof findVoucherByCode>>>;

/** The shops an admin voucher (shop_id null) is assigned to. */
export async function assignedShopIds(db: Db, couponId: number): Promise<number[]> {
  const rows = await db.selectFrom('coupon_shops').select('shop_id').where('coupon_id', '=', couponId).execute();
  return rows.map((r) => r.shop_id);
}

export async function collectedIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('collected_coupons').select('coupon_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.coupon_id));
}

/** The customer's collected vouchers, in the order collected. */
export function selectCollected(db: Db, userId: number) {
  return db
    .selectFrom('collected_coupons as cc')
    .innerJoin('coupons as c', 'c.id', 'cc.coupon_id')
    .select(COLUMNS)
    .where('cc.user_id', '=', userId)
    .orderBy('cc.created_at')
    .orderBy('c.id');
}

export async function usesByUser(db: Db, couponId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_usages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts one use of the voucher while a total limit is not reached and the voucher still has the
 * terms `voucher` was read with (the shop may pause or edit it meanwhile); the conditional update
 * holds the voucher's row lock until commit. False when it was not counted.
 */
export async function bookVoucherUse(db: Db, voucher: VoucherRow): Promise<boolean> {
  const booked = await db
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
  return Number(booked.numUpdatedRows) === 1;
}

/** Gives one counted use back (never below 0). */
export async function unbookVoucherUse(db: Db, couponId: number): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', couponId)
    .where('used_count', '>', 0)
    .execute();
}

/** Records which customer's order used the voucher (the per-customer limit counts these). */
export async function insertVoucherUsage(db: Db, values: Insertable<Database['coupon_usages']>): Promise<void> {
  await db.insertInto('coupon_usages').values(values).execute();
}

export function findOrderVoucherUsage(db: Db, orderId: number) {
  return db.selectFrom('coupon_usages').select(['id', 'coupon_id']).where('order_id', '=', orderId).executeTakeFirst();
}

export async function deleteVoucherUsage(db: Db, usageId: number): Promise<void> {
  await db.deleteFrom('coupon_usages').where('id', '=', usageId).execute();
}

/** The customer collects the voucher; the unique index refuses a second collect. */
export async function insertCollected(db: Db, values: Insertable<Database['collected_coupons']>): Promise<void> {
  await db.insertInto('collected_coupons').values(values).execute();
}
