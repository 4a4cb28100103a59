import type { StaffShopStatus } from '@souk/contract';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

type ShopsWithOwners = ExpressionBuilder<Database & { s: Database['shops']; u: Database['users'] }, 's' | 'u'>;

/** `text` anywhere in a LIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search's test: a piece of the shop's name or its owner's name or e-mail, case aside (lower()
 * on both sides: ASCII case on SQLite, every letter's on PostgreSQL).
 */
function matching(eb: ShopsWithOwners, search: string) {
  const pattern = containing(search.toLowerCase());
  return eb.or([
    sql<SqlBool>`lower(s.name) LIKE ${pattern} ESCAPE '\\'`,
    sql<SqlBool>`lower(u.name) LIKE ${pattern} ESCAPE '\\'`,
    sql<SqlBool>`lower(u.email) LIKE ${pattern} ESCAPE '\\'`,
  ]);
}

/** Every shop with its owner, or those a search matches. */
function shops(db: Db, search: string | null) {
  const query = db.selectFrom('shops as s').innerJoin('users as u', 'u.id', 's.user_id');
  return search ? query.where((eb) => matching(eb, search)) : query;
}

/** Shops the search matches, by is_active. */
export async function countShops(db: Db, search: string | null): Promise<Record<StaffShopStatus, number>> {
  const rows = await shops(db, search)
    .select((eb) => ['s.is_active', eb.fn.countAll<number | string>().as('count')])
    .groupBy('s.is_active')
    .execute();
  const count = (flag: number) => Number(rows.find((row) => Number(row.is_active) === flag)?.count ?? 0);
  return { active: count(1), inactive: count(0) };
}

/** What the list shows of each shop: its owner, its products and orders counted. */
function withRowColumns(query: ReturnType<typeof shops>) {
  return query.select((eb) => [
    's.id',
    's.name',
    's.logo',
    's.is_active',
    's.is_root',
    's.rating',
    's.review_count',
    's.created_at',
    'u.id as owner_id',
    'u.name as owner_name',
    'u.email as owner_email',
    eb
      .selectFrom('products as p')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('p.shop_id', '=', 's.id')
      .as('product_count'),
    eb
      .selectFrom('orders as o')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('o.shop_id', '=', 's.id')
      .as('order_count'),
  ]);
}

/** A page of the shops a search matches, of `status` (all when undefined), newest first. */
export function selectShops(
  db: Db,
  search: string | null,
  status: StaffShopStatus | undefined,
  page: number,
  perPage: number,
) {
  let query = shops(db, search);
  if (status) query = query.where('s.is_active', '=', status === 'active' ? 1 : 0);
  return withRowColumns(query)
    .orderBy('s.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export type ShopRow = Awaited<ReturnType<typeof selectShops>>[number];

/** One shop with its owner, counts and contact; undefined for an unknown id. */
export function findShop(db: Db, id: number) {
  return withRowColumns(shops(db, null))
    .select(['s.slug', 's.address', 's.phone', 's.email'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The shop's latest orders, newest first, with their customers' names. */
export function latestOrders(db: Db, shopId: number, limit: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.order_code',
      'o.payable_amount',
      'o.order_status',
      'o.created_at',
      'u.id as customer_id',
      'u.name as customer_name',
    ])
    .where('o.shop_id', '=', shopId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Sets whether shoppers see the shop, only when it is not so already: the claim that staff
 * members changing it at once take turns on (one of them changes it, the others find it done).
 * True when this call changed it.
 */
export async function claimActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const row = await db
    .updateTable('shops')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', id)
    .where('is_active', '=', active ? 0 : 1)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the shop is the root shop; undefined for an unknown id. */
export async function isRootShop(db: Db, id: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('shops').select('is_root').where('id', '=', id).executeTakeFirst();
  return row && row.is_root === 1;
}

/**
 * The shop's name and contact, read with the row locked until the transaction ends on
 * PostgreSQL (SQLite runs one writing transaction at a time): the claim an edit takes before it
 * compares and writes, so edits at once each see the one before. Undefined for an unknown id.
 */
export function lockedContact(trx: Db, kind: DbKind, id: number) {
  return trx
    .selectFrom('shops')
    .select(['name', 'address', 'phone', 'email'])
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}
