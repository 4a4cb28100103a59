import { sql } from 'kysely';
import type { Db, DbKind } from '../../src/db/database.ts';

/** Tables only an accepted request may write: any row inserted, updated or deleted counts. */
const watched = [
  'users',
  'access_tokens',
  'addresses',
  'cart_items',
  'favorites',
  'collected_coupons',
  'coupons',
  'coupon_usages',
  'products',
  'orders',
  'order_items',
  'order_status_history',
  'payments',
  'quotes',
  'quote_items',
  'conversations',
  'chat_messages',
  'support_tickets',
  'ticket_messages',
  'ticket_attachments',
  'reviews',
  'seller_applications',
  'social_accounts',
  'password_reset_tokens',
];

/**
 * Row triggers that count every write to the watched tables in `fuzz_writes`, so one small
 * query tells whether a request changed anything, updates in place included, on either database.
 */
export async function watchWrites(db: Db, kind: DbKind): Promise<void> {
  await sql`CREATE TABLE fuzz_writes (table_name varchar(64) PRIMARY KEY, n integer NOT NULL)`.execute(db);
  for (const table of watched) await sql`INSERT INTO fuzz_writes VALUES (${table}, 0)`.execute(db);
  if (kind === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION fuzz_count_write() RETURNS trigger AS $$ BEGIN
           UPDATE fuzz_writes SET n = n + 1 WHERE table_name = TG_TABLE_NAME; RETURN NULL;
         END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
  }
  for (const table of watched) {
    if (kind === 'postgres') {
      await sql
        .raw(
          `CREATE TRIGGER fuzz_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
        )
        .execute(db);
      continue;
    }
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER fuzz_${table}_${event} AFTER ${event} ON ${table}
           BEGIN UPDATE fuzz_writes SET n = n + 1 WHERE table_name = '${table}'; END`,
        )
        .execute(db);
    }
  }
}

/** Writes so far per watched table, e.g. `{"orders":2,...}`; equal before and after means untouched. */
export async function writeCounts(db: Db): Promise<string> {
  const { rows } = await sql<{
    table_name: string;
    n: number;
  }>`SELECT table_name, n FROM fuzz_writes ORDER BY table_name`.execute(db);
  return JSON.stringify(Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)])));
}
