import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Reserves ids for `count` new products and returns the first: the products get consecutive
 * ids in code order, known before they are written, so their gallery, options and reviews need
 * no RETURNING round trip. The id sequence moves past them as if they had been inserted one by
 * one, in its own transaction, so a product added meanwhile (by the server) takes the next id.
 */
export async function reserveProductIds(db: Kysely<Database>, count: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!isPostgres(trx)) return reserveOnSqlite(trx, 'products', count);
    // The lock holds off other inserts (which draw from the sequence) until the commit.
    await sql`lock table products in share row exclusive mode`.execute(trx);
    const sequence = sql`pg_get_serial_sequence('products', 'id')`;
    const { rows } = await sql<{ last: number }>`
      select setval(${sequence}, nextval(${sequence}) + ${count - 1}) as last`.execute(trx);
    return Number(rows[0]?.last) - count + 1;
  });
}

/**
 * Ids for `count` colour options of a batch, drawn inside the batch's transaction `trx`, so the
 * options' translated names can be written with them. On PostgreSQL several batches draw at
 * once: each gets ids of its own from the sequence, not necessarily consecutive.
 */
export async function reserveColorIds(trx: Kysely<Database>, count: number): Promise<number[]> {
  if (count === 0) return [];
  if (!isPostgres(trx)) {
    const first = await reserveOnSqlite(trx, 'product_colors', count);
    return Array.from({ length: count }, (_, i) => first + i);
  }
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('product_colors', 'id')) as id
    from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => Number(row.id));
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The first of `count` ids of `table` (whose rows' ids AUTOINCREMENT gives), inside the
 * transaction `trx`. AUTOINCREMENT never reuses an id, so sqlite_sequence counts too; its row
 * appears with the table's first insert.
 */
async function reserveOnSqlite(trx: Kysely<Database>, table: 'products' | 'product_colors', count: number) {
  const { rows } = await sql<{ last: number }>`
    select max(
      coalesce((select seq from sqlite_sequence where name = ${table}), 0),
      coalesce((select max(id) from ${sql.table(table)}), 0)
    ) as last`.execute(trx);
  const last = Number(rows[0]?.last ?? 0);
  await sql`delete from sqlite_sequence where name = ${table}`.execute(trx);
  await sql`insert into sqlite_sequence (name, seq) values (${table}, ${last + count})`.execute(trx);
  return last + 1;
}
