import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SuggestKind } from '../../db/types.ts';

/** A name of the index, as the triggers note it. */
export interface NameKey {
  kind: SuggestKind;
  locale: string;
  entity_id: number;
  name: string;
}

/**
 * The advisory lock that has one PostgreSQL session at a time bring the names in line, per
 * schema (advisory locks are the database's: shops in other schemas index on their own).
 */
const INDEXING_LOCK = 0x53_75_67_67;
/** Rows per multi-row insert: well within both databases' limits on parameters. */
const ROWS_PER_INSERT = 5000;

/** Whether some write touched names the index has not caught up with. */
export async function hasTouchedNames(db: Db): Promise<boolean> {
  const row = await db.selectFrom('suggest_changes').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Within a transaction on PostgreSQL: waits for any other session bringing the names in line,
 * so two never index at once, and a session that answers after one has finished sees its work.
 */
export async function lockIndexing(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`SELECT pg_advisory_xact_lock(${INDEXING_LOCK}, hashtext(current_schema()))`.execute(trx);
}

/**
 * Takes (deletes) up to `limit` of the touched names, oldest first: those up to the `limit`th
 * id. As `id IN (the first ids)`, PostgreSQL, without statistics on a table that fills and
 * empties, joined the two in a loop: 1.3 s for 2,000 of 3,000 notes.
 */
export function takeTouchedNames(trx: Db, limit: number): Promise<NameKey[]> {
  return trx
    .deleteFrom('suggest_changes')
    .where('id', '<=', (eb) =>
      eb.fn.coalesce(
        eb
          .selectFrom('suggest_changes')
          .select('id')
          .orderBy('id')
          .offset(limit - 1)
          .limit(1),
        eb.selectFrom('suggest_changes').select((m) => m.fn.max('id').as('id')),
      ),
    )
    .returning(['kind', 'locale', 'entity_id', 'name'])
    .execute();
}

/**
 * Of `keys`, those some row carries now: a product name, any product; a category's or shop's,
 * that row; a translated name, a translation of that kind (of that row, but for products).
 */
export async function carriedNames(trx: Db, keys: NameKey[]): Promise<NameKey[]> {
  const values = sql.join(
    keys.map(
      (key) =>
        sql`(CAST(${key.kind} AS varchar(10)), CAST(${key.locale} AS varchar(12)), CAST(${key.entity_id} AS integer), CAST(${key.name} AS text))`,
    ),
  );
  const { rows } = await sql<NameKey>`WITH t (kind, locale, entity_id, name) AS (VALUES ${values})
    SELECT t.kind, t.locale, t.entity_id, t.name FROM t WHERE CASE
      WHEN t.locale <> '' THEN EXISTS (SELECT 1 FROM translations tr WHERE tr.entity = t.kind
        AND tr.locale = t.locale AND tr.value = t.name AND tr.field = 'name'
        AND (t.kind = 'product' OR tr.entity_id = t.entity_id))
      WHEN t.kind = 'product' THEN EXISTS (SELECT 1 FROM products p WHERE p.name = t.name)
      WHEN t.kind = 'category' THEN EXISTS (SELECT 1 FROM categories c WHERE c.id = t.entity_id AND c.name = t.name)
      ELSE EXISTS (SELECT 1 FROM shops s WHERE s.id = t.entity_id AND s.name = t.name)
    END`.execute(trx);
  return rows;
}

/** Drops the names among `keys` from the index; their words go with them. */
export async function dropNames(trx: Db, keys: NameKey[]): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .deleteFrom('suggest_names')
    .where((eb) => eb.or(keys.map((key) => eb.and(key))))
    .execute();
}

/** Adds the names among `keys` the index lacks; answers those added, whose words are to write. */
export async function addNames(trx: Db, keys: NameKey[]) {
  if (keys.length === 0) return [];
  return trx
    .insertInto('suggest_names')
    .values(keys)
    .onConflict((oc) => oc.columns(['kind', 'locale', 'entity_id', 'name']).doNothing())
    .returning(['id', 'locale', 'name'])
    .execute();
}

/** Words of names, and trigrams of words; rows already there are left as they are. */
export async function insertWords(
  trx: Db,
  words: { locale: string; word: string; name_id: number }[],
  trigrams: { trigram: string; word: string }[],
): Promise<void> {
  for (let i = 0; i < words.length; i += ROWS_PER_INSERT) {
    const chunk = words.slice(i, i + ROWS_PER_INSERT);
    await trx
      .insertInto('suggest_words')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (let i = 0; i < trigrams.length; i += ROWS_PER_INSERT) {
    const chunk = trigrams.slice(i, i + ROWS_PER_INSERT);
    await trx
      .insertInto('suggest_trigrams')
      .values(chunk)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
