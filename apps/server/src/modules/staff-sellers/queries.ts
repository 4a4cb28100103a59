import type { SellerApplicationStatus as Status } from '@souk/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SellerApplicationsTable } from '../../db/types.ts';

/** An application with the name of the staff member who decided it. */
function applications(db: Db) {
  return db
    .selectFrom('seller_applications as a')
    .leftJoin('users as staff', 'staff.id', 'a.decided_by')
    .select([
      'a.id',
      'a.shop_name',
      'a.name',
      'a.email',
      'a.phone',
      'a.address',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'staff.name as decided_by',
      'a.reason',
      'a.shop_id',
    ]);
}

export function findApplication(db: Db, id: number) {
  return applications(db).where('a.id', '=', id).executeTakeFirst();
}

/** A page of applications of `status` (all when undefined), newest first. */
export function selectApplications(db: Db, status: Status | undefined, page: number, perPage: number) {
  let query = applications(db);
  if (status) query = query.where('a.status', '=', status);
  return query
    .orderBy('a.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export async function countApplications(db: Db): Promise<Partial<Record<Status, number>>> {
  const rows = await db
    .selectFrom('seller_applications')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * Decides a pending application: the claim that two staff members deciding at once take turns
 * on. Undefined when it is not (or no longer) pending.
 */
export async function claimPending(
  db: Db,
  id: number,
  decision: Updateable<SellerApplicationsTable>,
): Promise<number | undefined> {
  const row = await db
    .updateTable('seller_applications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setApplicationShop(db: Db, id: number, shopId: number): Promise<void> {
  await db.updateTable('seller_applications').set({ shop_id: shopId }).where('id', '=', id).execute();
}
