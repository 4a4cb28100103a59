import { sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { VatTaxesTable } from '../../db/types/commerce.ts';

/** The pricing tables staff edit; checkout reads both at every request (checkout/pricing.ts). */
type PricingTable = 'vat_taxes' | 'delivery_charges';

/**
 * Has every write to `table` take its turn, for the rest of the transaction: a VAT change reads
 * the rates (is the name taken, what it replaces) before it writes, and a band set replaces every
 * row, so two at once would mix. A table lock rather than row locks, since the rows a write must
 * wait for may not exist yet. Checkout keeps reading meanwhile. SQLite runs transactions one at
 * a time on its one writing connection already.
 */
export async function lockPricingTable(trx: Db, kind: DbKind, table: PricingTable): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** The root shop (whether it is active too), or undefined on a marketplace with no shop yet. */
export function selectRootShop(db: Db) {
  return db.selectFrom('shops').select(['id', 'name', 'is_active']).where('is_root', '=', 1).executeTakeFirst();
}

/** The shops that may become the root shop: the active ones, by name. */
export function selectActiveShops(db: Db) {
  return db
    .selectFrom('shops')
    .select(['id', 'name'])
    .where('is_active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * Shop `id`, its row locked until the transaction ends on PostgreSQL, so it cannot change
 * between the check that it is active and it becoming the root shop. Undefined for an unknown id.
 */
export function lockedShop(trx: Db, kind: DbKind, id: number) {
  return trx
    .selectFrom('shops')
    .select(['id', 'name', 'is_active', 'is_root'])
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/**
 * Makes `id` the one root shop in a single statement: no moment, not even inside the
 * transaction, holds two root shops or none.
 */
export async function setRootShop(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('shops')
    .set((eb) => ({ is_root: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where((eb) => eb.or([eb('is_root', '=', 1), eb('id', '=', id)]))
    .execute();
}

/** Every VAT rate, charged or not, in the order checkout lists them. */
export function selectVatRates(db: Db) {
  return db.selectFrom('vat_taxes').select(['id', 'name', 'percentage', 'is_active']).orderBy('id').execute();
}

export type VatRateRow = Awaited<ReturnType<typeof selectVatRates>>[number];
export type VatRateColumns = Omit<VatTaxesTable, 'id'>;

export async function insertVatRate(trx: Db, values: VatRateColumns): Promise<number> {
  const row = await trx.insertInto('vat_taxes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVatRate(trx: Db, id: number, values: VatRateColumns): Promise<void> {
  await trx.updateTable('vat_taxes').set(values).where('id', '=', id).execute();
}

export async function deleteVatRate(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('vat_taxes').where('id', '=', id).execute();
}

/** The delivery bands in the order checkout tries them, charges in minor units. */
export function selectDeliveryBands(db: Db) {
  return db
    .selectFrom('delivery_charges')
    .select(['min_quantity', 'max_quantity', 'charge'])
    .orderBy('min_quantity')
    .orderBy('id')
    .execute();
}

export type DeliveryBandRow = Awaited<ReturnType<typeof selectDeliveryBands>>[number];

/** Replaces every band with `bands` (run under the table's lock). */
export async function replaceDeliveryBands(trx: Db, bands: DeliveryBandRow[]): Promise<void> {
  await trx.deleteFrom('delivery_charges').execute();
  if (bands.length > 0) await trx.insertInto('delivery_charges').values(bands).execute();
}
