import type { Db } from '../../db/database.ts';

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
