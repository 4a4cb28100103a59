import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AddressesTable } from '../../db/types.ts';

const COLUMNS = [
  'id',
  'name',
  'phone',
  'area',
  'flat_no',
  'post_code',
  'address_line',
  'address_line2',
  'address_type',
  'is_default',
  'latitude',
  'longitude',
] as const;

type AddressValues = Omit<Insertable<AddressesTable>, 'user_id' | 'created_at' | 'updated_at'>;

/** The customer's addresses, the default first. */
export function listAddresses(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
}
export type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

export function findAddress(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .executeTakeFirst();
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, userId: number, values: AddressValues, now: string): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ ...values, user_id: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  values: Updateable<AddressesTable>,
): Promise<void> {
  await db.updateTable('addresses').set(values).where('user_id', '=', userId).where('id', '=', addressId).execute();
}

export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', addressId).execute();
}

/** Leaves `keepId` as the customer's only default address. */
export async function makeOnlyDefault(db: Db, userId: number, keepId: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set((eb) => ({ is_default: eb.case().when('id', '=', keepId).then(1).else(0).end() }))
    .where('user_id', '=', userId)
    .execute();
}

/** The customer's first (oldest) address, which becomes the default when the default goes. */
export async function firstAddressId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Whether a row of `table` points at the address through `column` (usage.ts keeps the list of
 * such columns, which other modules register, so the table is named at run time).
 */
export async function addressReferenced(db: Db, table: string, column: string, addressId: number): Promise<boolean> {
  const result = await sql<{
    one: number;
  }>`SELECT 1 AS one FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${addressId} LIMIT 1`.execute(db);
  return result.rows.length > 0;
}
