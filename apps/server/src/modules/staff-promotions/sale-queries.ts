import type { FlashSaleStatus } from '@souk/contract';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { Database, FlashSalesTable } from '../../db/types.ts';

const COLUMNS = ['id', 'name', 'thumbnail', 'start_date', 'end_date', 'is_active', 'approval_required'] as const;

export type SaleColumns = Omit<Insertable<FlashSalesTable>, 'id'>;

export function findSaleRow(db: Db, id: number) {
  return db.selectFrom('flash_sales').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type StaffSaleRow = NonNullable<Awaited<ReturnType<typeof findSaleRow>>>;

/**
 * Sale `id` held until the transaction ends (PostgreSQL; SQLite runs the transaction on its one
 * writing connection): for staff's changes of it `FOR UPDATE`, so they take turns; `shared` for
 * an approval, which, like the shops' entry writes, waits for such a change (and it for them)
 * but not for the others.
 */
export function lockSaleRow(trx: Db, kind: DbKind, id: number, shared = false) {
  return trx
    .selectFrom('flash_sales')
    .select(COLUMNS)
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => (shared ? qb.forShare() : qb.forUpdate()))
    .executeTakeFirst();
}

export async function insertSale(db: Db, columns: SaleColumns): Promise<number> {
  const row = await db.insertInto('flash_sales').values(columns).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSale(db: Db, id: number, columns: Updateable<FlashSalesTable>): Promise<void> {
  await db.updateTable('flash_sales').set(columns).where('id', '=', id).execute();
}

/** The products in the sale, and how many of their flash units sold. */
export async function saleProducts(db: Db, id: number): Promise<{ ids: number[]; sold: number }> {
  const rows = await db
    .selectFrom('flash_sale_products')
    .select(['product_id', 'sold'])
    .where('flash_sale_id', '=', id)
    .execute();
  return { ids: rows.map((row) => row.product_id), sold: rows.reduce((sum, row) => sum + row.sold, 0) };
}

/** The sales of `status` at `now`, in the order staff read them. */
function withStatus(db: Db, status: FlashSaleStatus, now: string) {
  const sales = db.selectFrom('flash_sales');
  if (status === 'running') return sales.where('start_date', '<=', now).where('end_date', '>', now);
  return status === 'upcoming' ? sales.where('start_date', '>', now) : sales.where('end_date', '<=', now);
}

/** How many sales each status holds at `now` (one query). */
export async function statusCounts(db: Db, now: string): Promise<Record<FlashSaleStatus, number>> {
  const count = (eb: ExpressionBuilder<Database, 'flash_sales'>, when: ReturnType<typeof eb.and>) =>
    eb.fn.sum<number>(eb.case().when(when).then(1).else(0).end());
  const row = await db
    .selectFrom('flash_sales')
    .select((eb) => [
      count(eb, eb.and([eb('start_date', '<=', now), eb('end_date', '>', now)])).as('running'),
      count(eb, eb.and([eb('start_date', '>', now)])).as('upcoming'),
      count(eb, eb.and([eb('end_date', '<=', now)])).as('ended'),
    ])
    .executeTakeFirstOrThrow();
  return { running: Number(row.running ?? 0), upcoming: Number(row.upcoming ?? 0), ended: Number(row.ended ?? 0) };
}

/** A page of the sales of `status`: running ones ending soonest first, coming ones starting soonest, ended ones latest. */
export function salesPage(db: Db, status: FlashSaleStatus, now: string, page: { offset: number; limit: number }) {
  const [column, direction] =
    status === 'upcoming'
      ? (['start_date', 'asc'] as const)
      : (['end_date', status === 'ended' ? 'desc' : 'asc'] as const);
  return withStatus(db, status, now)
    .select(COLUMNS)
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
