import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.ts';

// The embedded database's reader threads, on a database of their own (SQLite only).
let dataDir: string;
let db: Db;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'souk-readers-'));
  db = openDatabase({ dataDir, readers: 2 }).db;
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A read that keeps a thread busy for a while (counts to `n` in SQL). */
const slowRead = (n: number) =>
  sql<{
    n: number;
  }>`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${n}) SELECT count(*) AS n FROM c`.execute(
    db,
  );

describe('SQLite reads on reader threads', () => {
  it('runs a slow read beside the server thread: timers, writes and other reads go on meanwhile', async () => {
    const started = performance.now();
    const slow = slowRead(3_000_000).then(() => performance.now() - started);
    // A timer and a write, each answered while the slow read runs.
    const timer = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 1));
    await db
      .insertInto('notes' as never)
      .values({ body: 'meanwhile' } as never)
      .execute();
    const wrote = performance.now() - started;
    const quick = await db
      .selectFrom('notes' as never)
      .select(sql`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const read = performance.now() - started;
    const slowTook = await slow;
    expect(slowTook).toBeGreaterThan(100);
    expect(timer).toBeLessThan(slowTook / 4);
    expect(wrote).toBeLessThan(slowTook / 2);
    expect(read).toBeLessThan(slowTook / 2);
    expect(quick).toEqual({ n: 1 });
  });

  it('closes once the reads in flight have answered, rather than under them', async () => {
    const own = openDatabase({ dataDir, readers: 1 }).db;
    const uncaught: unknown[] = [];
    const heard = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', heard);
    try {
      const slow = sql<{
        n: number;
      }>`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${2_000_000}) SELECT count(*) AS n FROM c`.execute(
        own,
      );
      // Closed while the read runs on its thread.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await own.destroy();
      expect((await slow).rows).toEqual([{ n: 2_000_000 }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', heard);
    }
  });

  it('shows a transaction its own writes, and others only what is committed', async () => {
    const count = (on: Db) =>
      on
        .selectFrom('notes' as never)
        .select(sql<number>`count(*)`.as('n'))
        .where(sql<boolean>`body = 'in transaction'`)
        .executeTakeFirstOrThrow();
    let outside: unknown;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('notes' as never)
        .values({ body: 'in transaction' } as never)
        .execute();
      expect(await count(trx)).toEqual({ n: 1 });
      outside = await count(db);
    });
    expect(outside).toEqual({ n: 0 });
    expect(await count(db)).toEqual({ n: 1 });
  });

  it('reads a quick statement asked often on the server thread, seeing every committed write', async () => {
    const count = () =>
      db
        .selectFrom('notes' as never)
        .select(sql<number>`count(*)`.as('n'))
        .where(sql<boolean>`body = 'often'`)
        .executeTakeFirstOrThrow();
    // Past the quick runs it takes to come to the server thread, each write shows at once.
    for (let i = 1; i <= 12; i += 1) {
      await db
        .insertInto('notes' as never)
        .values({ body: 'often' } as never)
        .execute();
      expect(await count()).toEqual({ n: i });
    }
  });

  it('answers a failed read with its SQLite error', async () => {
    await expect(sql`SELECT * FROM no_such_table`.execute(db)).rejects.toMatchObject({
      message: expect.stringContaining('no such table'),
      code: 'SQLITE_ERROR',
    });
  });

  it('returns rows with every column, in the statement order, as objects', async () => {
    const { rows } = await sql<{
      a: number;
      b: string;
      c: null;
    }>`SELECT 1 AS a, 'two' AS b, NULL AS c UNION ALL SELECT 3, 'four', NULL`.execute(db);
    expect(rows).toEqual([
      { a: 1, b: 'two', c: null },
      { a: 3, b: 'four', c: null },
    ]);
  });
});
