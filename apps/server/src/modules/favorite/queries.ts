import type { Db } from '../../db/database.ts';

/** Removes the favourite if it is there; true when it was. */
export async function removeFavorite(db: Db, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the favourite unless it is there; true when this call added it. */
export async function addFavorite(db: Db, userId: number, productId: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('favorites')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
