import { availableParallelism } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { LISTING_FACETS_FILL } from '../db/migrations/014-listing-facets.ts';
import { NAMES_FILL } from '../db/migrations/016-search-suggestions.ts';
import { EVERY_PRODUCT_CHANGED } from '../db/migrations/018-product-changes.ts';
import { catchUpSuggestionsIn } from '../modules/suggest/index-names.ts';
import { quoteName } from './batch.ts';
import type { Lane } from './lanes.ts';

/**
 * The bulk load on SQLite: one transaction, so a load that fails, or a process that dies,
 * leaves the database as it was, indexes and triggers included.
 *
 * Set aside: the indexes created by CREATE INDEX, unique ones included: nobody else writes
 * during the transaction, and building a unique index checks its rule over every row, so a
 * duplicate still fails the load, only later. Kept up to date, the translations' unique index
 * took a fifth of the writing thread's time (a batch's texts go in field by field, each into
 * the middle of it), and its build runs on the helper threads. Also the triggers that copy
 * rows into an FTS5 index kept over one of the tables, which is rebuilt from the table in one
 * pass instead. They come back with exactly the SQL sqlite_master holds for them, unique
 * indexes first.
 */
export async function sqliteBulkLoad(
  db: Kysely<Database>,
  tables: readonly string[],
  load: (lanes: Lane[]) => Promise<void>,
): Promise<void> {
  const journal = await leaveWal(db);
  try {
    await db.transaction().execute(async (trx) => {
      const setAside = await readSetAside(trx, tables);
      for (const statement of setAside.drop) await sql.raw(statement).execute(trx);
      await load([(work) => work(trx)]);
      // Index builds sort in runs the size of the page cache, on helper threads side by side
      // (about a quarter faster on two cores). Set on the writing connection, which runs every
      // statement of a transaction (outside one, a pragma may go to a reader thread).
      const threads = await pragma(trx, 'threads');
      await pragma(trx, `threads = ${availableParallelism()}`);
      try {
        for (const statement of setAside.restore) await sql.raw(statement).execute(trx);
      } finally {
        await pragma(trx, `threads = ${threads}`);
      }
      if (setAside.suggestions) await catchUpSuggestionsIn(trx);
    });
  } finally {
    if (journal !== undefined) await pragma(db, `journal_mode = ${journal}`);
  }
}

/** Runs a pragma and returns the value it answers. */
async function pragma(db: Kysely<Database>, statement: string): Promise<string | number | undefined> {
  const { rows } = await sql.raw<Record<string, string | number>>(`pragma ${statement}`).execute(db);
  return rows[0] && Object.values(rows[0])[0];
}

/**
 * WAL writes every page twice, to the log and at the checkpoint to the database; a rollback
 * journal keeps only the pages the load changes, and new pages go straight to the database.
 * SQLite leaves WAL only when no other connection has the database open (the command line's
 * seed); else the load stays in WAL. Returns the mode to go back to, if it switched.
 */
async function leaveWal(db: Kysely<Database>): Promise<string | undefined> {
  const journal = String(await pragma(db, 'journal_mode'));
  if (journal !== 'wal') return undefined;
  try {
    return (await pragma(db, 'journal_mode = delete')) === 'delete' ? journal : undefined;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return undefined;
    throw error;
  }
}

/** Triggers that count listing facets (migration 014): set aside, then counted afresh. */
const FACETS = /\blisting_facets\b/i;
/** Triggers that note the names the search suggestions hold (migration 016): set aside, then every name noted once. */
const SUGGESTIONS = /\bsuggest_changes\b/i;
/** Triggers that log changed products for the search indexes (migration 018): set aside, then one "all changed" row. */
const PRODUCT_CHANGES = /\bproduct_changes\b/i;

async function readSetAside(db: Kysely<Database>, tables: readonly string[]) {
  const { rows: indexes } = await sql<{ name: string; sql: string }>`
    select m.name, m.sql from sqlite_master m
    join pragma_index_list(m.tbl_name) i on i.name = m.name
    where m.type = 'index' and m.sql is not null and m.tbl_name in (${sql.join(tables)})
    order by i."unique" desc, m.rowid`.execute(db);
  const { rows: schema } = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master
    where type = 'trigger' and tbl_name in (${sql.join(tables)})
       or type = 'table' and sql like 'create virtual table%using fts5%'
    order by rowid`.execute(db);
  const fullText = schema.filter(
    (entry) => entry.type === 'table' && tables.includes(/\bcontent\s*=\s*['"]?(\w+)/i.exec(entry.sql)?.[1] ?? ''),
  );
  const feeds = schema.filter(
    (entry) =>
      entry.type === 'trigger' &&
      (FACETS.test(entry.sql) ||
        SUGGESTIONS.test(entry.sql) ||
        PRODUCT_CHANGES.test(entry.sql) ||
        fullText.some((fts) => new RegExp(`\\b${fts.name}\\b`, 'i').test(entry.sql))),
  );
  const suggestions = feeds.some((trigger) => SUGGESTIONS.test(trigger.sql));
  return {
    drop: [
      ...indexes.map((index) => `drop index ${quoteName(index.name)}`),
      ...feeds.map((trigger) => `drop trigger ${quoteName(trigger.name)}`),
    ],
    // What is filled from whole tables goes before the indexes: it reads each table in one
    // pass, where an index would tempt the plan into reading rows one by one through it (the
    // facets' fill took a partial index of active products, and three times as long).
    restore: [
      ...feeds.map((trigger) => trigger.sql),
      ...fullText.map((fts) => `insert into ${quoteName(fts.name)} (${quoteName(fts.name)}) values ('rebuild')`),
      ...(feeds.some((trigger) => FACETS.test(trigger.sql)) ? ['delete from listing_facets', LISTING_FACETS_FILL] : []),
      ...(feeds.some((trigger) => PRODUCT_CHANGES.test(trigger.sql)) ? [EVERY_PRODUCT_CHANGED] : []),
      ...indexes.map((index) => index.sql),
      // Reads the names through their indexes.
      ...(suggestions ? [NAMES_FILL] : []),
    ],
    suggestions,
  };
}
