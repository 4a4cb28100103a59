import type { Kysely } from 'kysely';

/** Columns added one per statement: SQLite's ALTER TABLE takes one at a time. */
const DECISION_COLUMNS = [
  ['decided_at', 'varchar(30)'],
  ['decided_by', 'integer'],
  ['reason', 'varchar(500)'],
  ['shop_id', 'integer'],
] as const;

/**
 * A seller application's decision: when, by which staff member, the reason given when
 * declined, and the shop an approval opened. Staff read applications by status, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of DECISION_COLUMNS) {
    await db.schema.alterTable('seller_applications').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('seller_applications_status_idx')
    .on('seller_applications')
    .columns(['status', 'id'])
    .execute();
}
