import type { Db } from '../db/database.ts';

/** Whether a shop has an active seller account as its owner. */
export async function shopOwnerExists(db: Db): Promise<boolean> {
  const owner = await db
    .selectFrom('shops')
    .innerJoin('users', 'users.id', 'shops.user_id')
    .select('shops.id')
    .where('users.role', '=', 'seller')
    .where('users.is_active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return owner !== undefined;
}
