import type { NotNull } from 'kysely';
import type { Db } from '../../db/database.ts';

/** An active shop owner by email (found by it, so the email is set). */
export function findSellerByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'password_hash'])
    .where('email', '=', email)
    .where('role', '=', 'seller')
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
