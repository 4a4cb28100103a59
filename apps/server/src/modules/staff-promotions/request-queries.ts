import type { FlashRequestStatus } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { requestRows } from '../seller-flash-sales/request-queries.ts';

/** Requests with their product, entry, shop, sale and the staff member who decided them. */
function staffRequestRows(db: Db) {
  return requestRows(db)
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .innerJoin('flash_sales as fs', 'fs.id', 'r.flash_sale_id')
    .leftJoin('users as u', 'u.id', 'r.decided_by')
    .select([
      's.name as shop_name',
      'fs.name as sale_name',
      'fs.start_date',
      'fs.end_date',
      'u.name as decided_by_name',
    ]);
}

export type StaffRequestRow = NonNullable<Awaited<ReturnType<typeof staffRequest>>>;

export function staffRequest(db: Db, id: number) {
  return staffRequestRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** A page of the requests of `status` (of sale `saleId` only, with it): waiting ones oldest first, decided ones newest. */
export function staffRequestPage(
  db: Db,
  filter: { status: FlashRequestStatus; saleId: number | undefined },
  page: { offset: number; limit: number },
) {
  return staffRequestRows(db)
    .where('r.status', '=', filter.status)
    .$if(filter.saleId !== undefined, (qb) => qb.where('r.flash_sale_id', '=', filter.saleId!))
    .orderBy('r.id', filter.status === 'pending' ? 'asc' : 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many requests each status holds (of sale `saleId` only, with it). */
export async function requestCounts(db: Db, saleId: number | undefined): Promise<Record<FlashRequestStatus, number>> {
  const rows = await db
    .selectFrom('flash_sale_requests')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .$if(saleId !== undefined, (qb) => qb.where('flash_sale_id', '=', saleId!))
    .groupBy('status')
    .execute();
  const count = (status: FlashRequestStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { pending: count('pending'), approved: count('approved'), declined: count('declined') };
}
