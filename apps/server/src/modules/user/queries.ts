/**
 * The `users` table's accounts. Sign-in (auth) finds them and starts their sessions, the account
 * edits them: both read them here, neither through the other.
 */
import type { Identifier } from '@souk/contract';
import { type Insertable, PostgresAdapter, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/types.ts';

const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'phone_code',
  'country',
  'email_verified_at',
  'phone_verified_at',
  'profile_photo',
  'gender',
  'date_of_birth',
  'is_active',
  'last_online_at',
] as const;

/** A customer account by id, with what the User object shows. */
export function findCustomer(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', userId)
    .where('role', '=', 'customer')
    .executeTakeFirst();
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** The customer an email or phone number belongs to (with the password hash, for sign-in). */
export function findCustomerByIdentifier(db: Db, identifier: Identifier) {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where(identifier.kind, '=', identifier.value)
    .where('role', '=', 'customer')
    .executeTakeFirst();
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Whether another account (any role: the columns are unique) already uses this email or phone. */
export async function isTaken(db: Db, column: 'email' | 'phone', value: string, exceptUserId?: number) {
  let query = db.selectFrom('users').select('id').where(column, '=', value);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateUser(db: Db, userId: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** A new account (registration, the operators' command line); its id. */
export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets the password of `userId` (only if the account has `role`, when given); the account as
 * changed, or undefined when no such account.
 */
export function setPasswordHash(db: Db, userId: number, passwordHash: string, now: string, role?: UsersTable['role']) {
  let update = db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId);
  if (role) update = update.where('role', '=', role);
  return update.returning(['id', 'email', 'email_verified_at']).executeTakeFirst();
}

export async function markEmailVerified(db: Db, userId: number, now: string): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).execute();
}

/**
 * The user's profile photo, read with the row locked until the transaction ends (`FOR UPDATE`
 * on PostgreSQL; SQLite runs the transaction on its one connection).
 */
export async function lockedProfilePhoto(trx: Db, userId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('users')
    .select('profile_photo')
    .where('id', '=', userId)
    .$if(trx.getExecutor().adapter instanceof PostgresAdapter, (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row?.profile_photo ?? null;
}

/**
 * Sets whether the customer may sign in, only when it is not so already: the claim that staff
 * members changing it at once take turns on (one of them changes it, the others find it done).
 * True when this call changed it.
 */
export async function claimCustomerActive(db: Db, id: number, active: boolean, now: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ is_active: active ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('role', '=', 'customer')
    .where('is_active', '=', active ? 0 : 1)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
