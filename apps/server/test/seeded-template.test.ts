import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { seedDemo } from '../src/seed/index.ts';
import { type FreshDatabase, databaseTargets, freshDatabase } from './helpers/fresh-database.ts';
import { seededDatabase } from './helpers/seeded-template.ts';

/** Rows in every table of the database, by table. */
async function rowCounts(db: Db, kind: FreshDatabase['kind']): Promise<Record<string, number>> {
  const { rows } = await (
    kind === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite%'
        and name not like '%fts%'`
  ).execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    if (name.startsWith('kysely_migration')) continue;
    const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

describe.each(databaseTargets)('a copy of the seeded template on $name', ({ url }) => {
  let seeded: FreshDatabase;
  let copy: FreshDatabase;
  beforeAll(async () => {
    seeded = await freshDatabase(url);
    await seedDemo(seeded.db, { dataDir: seeded.dataDir });
    copy = await seededDatabase(url);
  });
  afterAll(async () => {
    await seeded?.dispose();
    await copy?.dispose();
  });

  test('holds the rows a seed writes, table by table', async () => {
    const [expected, actual] = [await rowCounts(seeded.db, seeded.kind), await rowCounts(copy.db, copy.kind)];
    expect(expected.products).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  test('gives a new row the id after the copied ones', async () => {
    const { max } = await copy.db
      .selectFrom('ticket_issue_types')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const added = await copy.db
      .insertInto('ticket_issue_types')
      .values({ name: 'Copied' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(Number(max) + 1);
  });
});
