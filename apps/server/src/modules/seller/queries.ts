import type { Db } from '../../db/database.ts';

export function findSellerByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('email', '=', email)
    .where('role', '=', 'seller')
    .where('is_active', '=', 1)
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
