import { sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { CurrenciesTable } from '../../db/types/site.ts';

const COLUMNS = [
  'id',
  'name',
  'symbol',
  'position',
  'rate_from_default',
  'precision',
  'is_default',
  'is_active',
] as const;

export type CurrencyRow = Awaited<ReturnType<typeof selectCurrencies>>[number];
export type CurrencyFields = Omit<CurrenciesTable, 'id' | 'is_default'>;

/**
 * Has every currency write take its turn, for the rest of the transaction: a write that reads
 * first (is a name taken, is there a default yet, the rates a new default re-bases) must not
 * interleave with another. A table lock rather than row locks, since the rows a write must wait
 * for may not exist yet (two first currencies added at once). It lets reads through: the
 * storefront keeps reading the currencies meanwhile. SQLite runs transactions one at a time
 * on its one writing connection already.
 */
export async function lockCurrencies(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table('currencies')} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** Every currency, active or not, the default first. */
export function selectCurrencies(db: Db) {
  return db.selectFrom('currencies').select(COLUMNS).orderBy('is_default', 'desc').orderBy('id').execute();
}

export function findCurrency(db: Db, id: number) {
  return db.selectFrom('currencies').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether another currency than `exceptId` has the name (names are stored in capitals). */
export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('currencies').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCurrency(db: Db, fields: CurrencyFields, isDefault: boolean): Promise<number> {
  const row = await db
    .insertInto('currencies')
    .values({ ...fields, is_default: isDefault ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCurrency(db: Db, id: number, fields: Partial<CurrencyFields>): Promise<void> {
  await db.updateTable('currencies').set(fields).where('id', '=', id).execute();
}

/**
 * `id` becomes the one default, in a single statement: no moment, not even inside the
 * transaction, holds two defaults or none.
 */
export async function setDefault(db: Db, id: number): Promise<void> {
  await db
    .updateTable('currencies')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .execute();
}

/**
 * Whether any amount of money is stored. Every amount (prices, flash prices, vouchers, delivery
 * charges, carts' quoted prices, quotes, orders, payments) is held in minor units of the
 * default currency, and every one of them hangs off a row of these tables or is a shop's
 * delivery charge.
 */
export async function moneyStored(db: Db): Promise<boolean> {
  const tables = ['products', 'orders', 'payments', 'coupons', 'delivery_charges', 'quote_items'] as const;
  const found = await Promise.all([
    ...tables.map((table) => db.selectFrom(table).select('id').limit(1).executeTakeFirst()),
    db.selectFrom('shops').select('id').where('delivery_charge', '<>', 0).limit(1).executeTakeFirst(),
  ]);
  return found.some((row) => row !== undefined);
}
