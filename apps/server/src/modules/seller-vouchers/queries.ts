import type { VoucherState } from '@souk/contract';
import { type ExpressionBuilder, type Insertable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, VoucherCouponsTable } from '../../db/types.ts';

type Coupons = ExpressionBuilder<Database, 'coupons'>;

/**
 * A voucher's state at `now` (contract: voucherStates), one expression for the rows, the filter
 * and the counts: ended once past its end or used up, else paused, else scheduled before its
 * start, else running: the same tests selectLiveVouchers (modules/voucher) makes for shoppers.
 */
function stateAt(eb: Coupons, now: string) {
  return eb
    .case()
    .when(
      eb.or([
        eb('coupons.expired_at', '<=', now),
        eb.and([
          eb('coupons.total_limit', 'is not', null),
          eb('coupons.used_count', '>=', eb.ref('coupons.total_limit')),
        ]),
      ]),
    )
    .then(sql.lit<VoucherState>('ended'))
    .when('coupons.is_active', '=', 0)
    .then(sql.lit<VoucherState>('paused'))
    .when('coupons.started_at', '>', now)
    .then(sql.lit<VoucherState>('scheduled'))
    .else(sql.lit<VoucherState>('running'))
    .end();
}

const COLUMNS = [
  'coupons.id',
  'coupons.shop_id',
  'coupons.code',
  'coupons.discount_type',
  'coupons.discount',
  'coupons.min_order_amount',
  'coupons.max_discount_amount',
  'coupons.limit_for_user',
  'coupons.total_limit',
  'coupons.used_count',
  'coupons.started_at',
  'coupons.expired_at',
  'coupons.is_active',
] as const;

/** The shop's own vouchers (never the admin vouchers merely assigned to it), with each one's state at `now`. */
function shopVouchers(db: Db, shopId: number, now: string) {
  return db
    .selectFrom('coupons')
    .select(COLUMNS)
    .select((eb) => stateAt(eb, now).as('state'))
    .where('coupons.shop_id', '=', shopId);
}

export interface VoucherTableQuery {
  shopId: number;
  now: string;
  state: VoucherState | undefined;
  search: string | undefined;
}

/** The shop's vouchers of the state asked for whose code holds the search, case aside. */
function matching(db: Db, q: VoucherTableQuery) {
  const { state } = q;
  let query = shopVouchers(db, q.shopId, q.now);
  if (state) query = query.where((eb) => eb(stateAt(eb, q.now), '=', state));
  if (q.search) {
    const pattern = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`lower(coupons.code) LIKE ${pattern} ESCAPE '\\'`);
  }
  return query;
}

/** One page of the matching vouchers, newest first, and how many match in all. */
export async function voucherPage(db: Db, q: VoucherTableQuery, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    matching(db, q).orderBy('coupons.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom(matching(db, q).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type VoucherRow = Awaited<ReturnType<typeof voucherPage>>['rows'][number];

/** How many of the shop's vouchers are in each state at `now`. */
export async function stateCounts(db: Db, shopId: number, now: string): Promise<Map<VoucherState, number>> {
  const rows = await db
    .selectFrom(shopVouchers(db, shopId, now).as('v'))
    .select(['v.state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('v.state')
    .execute();
  return new Map(rows.map((row) => [row.state, Number(row.n)]));
}

/** The shop's voucher `id`; another shop's is not found. */
export function findOwnedVoucher(db: Db, shopId: number, id: number, now: string) {
  return shopVouchers(db, shopId, now).where('coupons.id', '=', id).executeTakeFirst();
}

/** The orders that used voucher `id` (cancelled ones gave their use back): how many, by how many customers, for how much. */
export async function useTotals(db: Db, id: number) {
  const row = await db
    .selectFrom('coupon_usages as u')
    .innerJoin('orders as o', 'o.id', 'u.order_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.count<number>('u.user_id').distinct().as('customers'),
      eb.fn.sum<number | null>('o.coupon_discount').as('discount'),
    ])
    .where('u.coupon_id', '=', id)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), customers: Number(row.customers), discount: Number(row.discount ?? 0) };
}

/** The latest `limit` uses of voucher `id`, newest first, with their orders and customers. */
export function latestUses(db: Db, id: number, limit: number) {
  return db
    .selectFrom('coupon_usages as u')
    .innerJoin('orders as o', 'o.id', 'u.order_id')
    .innerJoin('users as c', 'c.id', 'u.user_id')
    .select(['o.id as order_id', 'o.order_code', 'o.coupon_discount', 'u.created_at', 'c.id as customer_id', 'c.name'])
    .where('u.coupon_id', '=', id)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertVoucher(db: Db, values: Insertable<VoucherCouponsTable>): Promise<number> {
  const row = await db.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** What an edit may not change once the voucher has been used: past orders name its code and discount. */
export type UsedTerms = Pick<VoucherCouponsTable, 'code' | 'discount_type' | 'discount'>;

/**
 * Writes the edit over the shop's voucher `id` only while it holds: the terms may change only
 * while no order has used the voucher, and a total limit may not fall below the uses made. Both
 * are tested by the UPDATE itself, on the row an order's use is counted on (modules/order
 * coupon-use.ts), so an edit and a use at once take turns on its lock and never interleave.
 * Answers whether it wrote.
 */
export async function updateOwnedVoucher(
  db: Db,
  shopId: number,
  id: number,
  values: Updateable<VoucherCouponsTable> & UsedTerms & { total_limit: number | null },
): Promise<boolean> {
  let update = db
    .updateTable('coupons')
    .set(values)
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where((eb) =>
      eb.or([
        eb('used_count', '=', 0),
        eb.and([
          eb('code', '=', values.code),
          eb('discount_type', '=', values.discount_type),
          eb('discount', '=', values.discount),
        ]),
      ]),
    );
  if (values.total_limit !== null) update = update.where('used_count', '<=', values.total_limit);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pauses or resumes the shop's voucher `id`; answers whether the shop has it. */
export async function setOwnedVoucherActive(db: Db, shopId: number, id: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
