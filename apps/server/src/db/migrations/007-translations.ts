import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Catalogue names and descriptions in the other languages, one row per (entity, row, language,
 * field), so adding a language needs no schema change. The unique index is also the lookup
 * index: answers read one entity's fields for one language and a page of ids at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await columnKit(db)
    .table('translations')
    .addColumn('entity', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'varchar(12)', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('translations_lookup_idx')
    .on('translations')
    .columns(['entity', 'locale', 'entity_id', 'field'])
    .unique()
    .execute();
}
