import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../types.ts';

/**
 * Reserves ids for `count` new products and returns the first: the products get consecutive
 * ids in code order, known before they are written, so their gallery, options and reviews need
 * no RETURNING round trip. The id sequence moves past them as if they had been inserted one by
 * one, in its own transaction, so a product added meanwhile (by the server) takes the next id.
 */
export async function reserveProductIds(db: Kysely<Database>, count: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      // The lock holds off other inserts (which draw from the sequence) until the commit.
      await sql`lock table products in share row exclusive mode`.execute(trx);
      const sequence = sql`pg_get_serial_sequence('products', 'id')`;
      const { rows } = await sql<{ last: number }>`
        select setval(${sequence}, nextval(${sequence}) + ${count - 1}) as last`.execute(trx);
      return Number(rows[0]?.last) - count + 1;
    }
    // AUTOINCREMENT never reuses an id, so sqlite_sequence counts too; its row appears with
    // the table's first insert.
    const { rows } = await sql<{ last: number }>`
      select max(
        coalesce((select seq from sqlite_sequence where name = 'products'), 0),
        coalesce((select max(id) from products), 0)
      ) as last`.execute(trx);
    const last = Number(rows[0]?.last ?? 0);
    await sql`delete from sqlite_sequence where name = 'products'`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq) values ('products', ${last + count})`.execute(trx);
    return last + 1;
  });
}
