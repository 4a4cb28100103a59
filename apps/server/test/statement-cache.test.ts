import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { cachingStatements } from '../src/db/statement-cache.ts';

const sqlite = new SQLite(':memory:');
sqlite.exec(`CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, price INTEGER);
  INSERT INTO items (name, price) VALUES ('lamp', 1200), ('chair', 4500), (NULL, 0);`);
const db = new Kysely<{ items: { id: number; name: string | null; price: number } }>({
  dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
});
afterAll(() => db.destroy());

describe('cached SQLite statements', () => {
  it('answers rows as objects keyed by column name, the same on every run of a statement', async () => {
    const read = () => db.selectFrom('items').select(['id', 'name', 'price as cost']).orderBy('id').execute();
    const expected = [
      { id: 1, name: 'lamp', cost: 1200 },
      { id: 2, name: 'chair', cost: 4500 },
      { id: 3, name: null, cost: 0 },
    ];
    expect(await read()).toEqual(expected);
    expect(await read()).toEqual(expected);
  });

  it('lets a later column of the same name win, as better-sqlite3 does', async () => {
    const { rows } = await sql<{ v: number }>`SELECT 1 AS v, 2 AS v`.execute(db);
    expect(rows).toEqual([{ v: 2 }]);
  });

  it('keeps a column named __proto__ (here a blob, an object) a property, never the prototype', async () => {
    const { rows } = await sql<Record<string, unknown>>`SELECT x'7b7d' AS "__proto__", 1 AS n`.execute(db);
    const [row] = rows;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual(Buffer.from('{}'));
    expect(row?.n).toBe(1);
  });

  it('streams rows as objects, and runs writes with their change counts', async () => {
    const streamed = [];
    for await (const row of db.selectFrom('items').select(['id', 'name']).orderBy('id').stream()) streamed.push(row);
    expect(streamed.map((row) => row.name)).toEqual(['lamp', 'chair', null]);
    const result = await db.updateTable('items').set({ price: 1 }).where('price', '>', 1000).executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(2);
  });
});
