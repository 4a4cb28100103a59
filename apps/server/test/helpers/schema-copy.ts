import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { gatherPlannerStatistics } from '../../src/seed/index.ts';

/**
 * Makes the rows of `target`, a schema migrated alike, those of the template's schema, and moves
 * its id sequences to where the template's stand. Triggers (the foreign keys' among them) are
 * off for the copy: the rows they would check or derive are copied as they are.
 */
export async function copySchemaRows(db: Db, template: string, target: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    const { rows: tables } = await sql<{ name: string; columns: string[] }>`
      select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = ${template} and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        and c.table_name not like 'kysely_migration%'
      group by c.table_name`.execute(trx);
    // Migrations write some rows of their own (the listing masks): the template's take their place.
    await sql`truncate ${sql.join(tables.map(({ name }) => sql.table(`${target}.${name}`)))}`.execute(trx);
    for (const { name, columns } of tables) {
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into ${sql.table(`${target}.${name}`)} (${list})
        select ${list} from ${sql.table(`${template}.${name}`)}`.execute(trx);
    }
    const { rows: sequences } = await sql<{ name: string; last: string | null }>`
      select sequencename as name, last_value::text as last from pg_sequences where schemaname = ${template}`.execute(
      trx,
    );
    for (const { name, last } of sequences) {
      if (last !== null) await sql`select setval(${`${target}.${name}`}::regclass, ${last}::bigint)`.execute(trx);
    }
  });
  // As the seed does: PostgreSQL plans a copy without statistics as it would an empty table.
  await gatherPlannerStatistics(db);
}
