import type { Insertable, NotNull } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, UsersTable } from '../../db/types.ts';

/**
 * An active account of the seller API by email (found by it, so the email is set): a shop
 * owner ('seller') or platform staff ('admin').
 */
export function findSellerApiAccount(db: Db, role: Extract<UsersTable['role'], 'seller' | 'admin'>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('email', '=', email)
    .where('role', '=', role)
    .where('is_active', '=', 1)
    .$narrowType<{ email: NotNull }>()
    .executeTakeFirst();
}

/** The shop of `ownerId`; every seller query goes through the owner. */
export function findOwnedShop(db: Db, ownerId: number) {
  return db
    .selectFrom('shops')
    .select(['id', 'name', 'slug', 'logo', 'prefix'])
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
}

/** Shop `id` with its owner's id; undefined for an unknown id (staff's support view names it). */
export function findShopWithOwner(db: Db, id: number) {
  return db.selectFrom('shops').select(['id', 'name', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/** The orders of `shopId` with a line bought at quote `quoteId`'s prices, oldest first. */
export function ordersOfQuote(db: Db, shopId: number, quoteId: number) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_code', 'o.created_at'])
    .where('o.shop_id', '=', shopId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.quote_id', '=', quoteId),
      ),
    )
    .orderBy('o.id')
    .execute();
}

/** Stores a 'Become a Seller' application; the unique index on pending emails may refuse it. */
export async function insertApplication(db: Db, values: Insertable<Database['seller_applications']>) {
  const row = await db.insertInto('seller_applications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
