import { type Kysely, sql } from 'kysely';

/**
 * Shop owners write their own voucher codes. A shopper types a code without naming the shop
 * (POST /apply-voucher looks it up across Souk), so two vouchers must not differ by case alone:
 * "save10" beside "SAVE10" would read as one code. The column's own unique index (001) compares
 * case; this one holds the lowered code, so two owners claiming one code at once, whatever its
 * case, leave one voucher and a refusal, decided by the database. Codes are ASCII letters,
 * digits, dashes and underscores, which lower() folds alike on SQLite and PostgreSQL.
 *
 * A shop's list reads the shop's vouchers off coupons_shop_idx (001); a shop holds few enough
 * that counting them per state reads them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('coupons_code_folded_idx')
    .on('coupons')
    .unique()
    .expression(sql`lower(code)`)
    .execute();
}
