import { availableParallelism } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.ts';
import { rebuildListingFacets } from '../db/listing-facets-queries.ts';
import { NAMES_FILL } from '../db/migrations/016-search-suggestions.ts';
import { EVERY_PRODUCT_CHANGED } from '../db/migrations/018-product-changes.ts';
import { catchUpSuggestions } from '../modules/suggest/index-names.ts';
import { quoteName } from './batch.ts';
import { across, type Lane } from './lanes.ts';

/** Sessions the load and the rebuild run on: one per processor, within the pool's ten. */
const SESSIONS = Math.min(availableParallelism(), 4);

const qualified = (schema: string, name: string) => `${quoteName(schema)}.${quoteName(name)}`;

/**
 * The bulk load on PostgreSQL, on a session per processor: one backend alone
 * would be the bottleneck (the generated tsvector column alone costs about 20 µs a product).
 * The rows are committed batch by batch on several sessions, so the indexes come down in a
 * transaction of their own and are put back in a `finally` (the command line's Ctrl-C stops
 * the load between batches to let it run).
 *
 * Set aside: the non-unique indexes that back no constraint (the full-text GIN index among
 * them; unique ones keep enforcing their rule), and the tables' foreign keys, which a trigger
 * checks row by row while they stand and one join checks when they are validated again. They
 * come back from the definitions PostgreSQL reports for them.
 */
export async function postgresBulkLoad(
  db: Kysely<Database>,
  tables: readonly string[],
  load: (lanes: Lane[]) => Promise<void>,
): Promise<void> {
  const setAside = await readSetAside(db, tables);
  await db.transaction().execute(async (trx) => {
    for (const statement of setAside.drop) await sql.raw(statement).execute(trx);
  });
  try {
    await withSessions(db, (sessions) => load(sessions.map(lane)));
  } finally {
    // A key added NOT VALID is in force at once; validating it reads the table under a lock
    // that lets index builds on other tables, and other validations, run beside it.
    for (const statement of setAside.keys) await sql.raw(statement).execute(db);
    for (const statement of setAside.triggers) await sql.raw(statement).execute(db);
    if (setAside.facets) await rebuildListingFacets(db);
    if (setAside.productChanges) await sql.raw(EVERY_PRODUCT_CHANGED).execute(db);
    if (setAside.suggestions) {
      await sql.raw(NAMES_FILL).execute(db);
      await catchUpSuggestions(db);
    }
    await withSessions(db, (sessions) =>
      across(sessions, [...setAside.indexes, ...setAside.validations].values(), async (session, statement) => {
        await sql.raw(statement).execute(session);
      }),
    );
  }
}

/** A lane on `session`: one transaction per batch. */
function lane(session: Kysely<Database>): Lane {
  return (work) =>
    session.transaction().execute(async (trx) => {
      // The commit does not wait for the disk: a crash would lose the last few batches,
      // which the next run writes again, and leaves the database consistent.
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
}

async function readSetAside(db: Kysely<Database>, tables: readonly string[]) {
  const relations = sql.join(tables.map((table) => sql`to_regclass(${table})`));
  const { rows: indexes } = await sql<{ schema: string; name: string; definition: string }>`
    select n.nspname as schema, c.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class c on c.oid = x.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where x.indrelid in (${relations}) and not x.indisunique
      and not exists (select from pg_constraint k where k.conindid = x.indexrelid)
    order by c.oid`.execute(db);
  const { rows: keys } = await sql<{ schema: string; table: string; name: string; definition: string; valid: boolean }>`
    select n.nspname as schema, t.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition,
      k.convalidated as valid
    from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
    where k.contype = 'f' and k.conrelid in (${relations})
    order by k.oid`.execute(db);
  // The listing facets' triggers (migration 014) would count row by row; they are counted afresh.
  // The search suggestions' (migration 016) would note each row's name; every name is noted
  // once, after. The product changes' (migration 018) would log each product; one row says all changed.
  const { rows: triggers } = await sql<{ schema: string; table: string; name: string }>`
    select n.nspname as schema, c.relname as table, t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgrelid in (${relations})
      and (t.tgname like 'listing_facets_%' or t.tgname like 'suggest_%' or t.tgname like 'product_changes_%')
    order by t.oid`.execute(db);
  const table = (key: { schema: string; table: string }) => `alter table ${qualified(key.schema, key.table)}`;
  return {
    triggers: triggers.map((trigger) => `${table(trigger)} enable trigger ${quoteName(trigger.name)}`),
    facets: triggers.some((trigger) => trigger.name.startsWith('listing_facets_')),
    suggestions: triggers.some((trigger) => trigger.name.startsWith('suggest_')),
    productChanges: triggers.some((trigger) => trigger.name.startsWith('product_changes_')),
    drop: [
      ...triggers.map((trigger) => `${table(trigger)} disable trigger ${quoteName(trigger.name)}`),
      ...keys.map((key) => `${table(key)} drop constraint ${quoteName(key.name)}`),
      ...indexes.map((index) => `drop index ${qualified(index.schema, index.name)}`),
    ],
    indexes: indexes.map((index) => index.definition),
    // A key that was not valid keeps NOT VALID in its definition.
    keys: keys.map(
      (key) => `${table(key)} add constraint ${quoteName(key.name)} ${key.definition}${key.valid ? ' not valid' : ''}`,
    ),
    validations: keys
      .filter((key) => key.valid)
      .map((key) => `${table(key)} validate constraint ${quoteName(key.name)}`),
  };
}

/** Runs `work` with SESSIONS sessions of the pool held for it. */
function withSessions<T>(db: Kysely<Database>, work: (sessions: Kysely<Database>[]) => Promise<T>): Promise<T> {
  const sessions: Kysely<Database>[] = [];
  const open = (): Promise<T> =>
    sessions.length === SESSIONS
      ? work(sessions)
      : db.connection().execute((session) => {
          sessions.push(session);
          return open();
        });
  return open();
}
