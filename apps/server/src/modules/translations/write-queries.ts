import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { foldSearchText } from '../../lib/search-text.ts';

type Field = TranslationsTable['field'];

/** A row's texts in other languages: by language, then by field; null removes that language's. */
export type TextsByLanguage = Record<string, Partial<Record<Field, string | null>>>;

/**
 * The one writer of the `translations` table for staff's and shops' forms. Replaces the texts of
 * row `id` of `entity` in each language of `texts`, in `fields`: a null (or absent) text removes
 * that language's, so shoppers read the default language's there. Languages not in `texts` keep
 * theirs. A translated name carries its folded form, as every name's does (lib/search-text.ts).
 */
export async function replaceTexts(
  db: Db,
  entity: TranslatedEntity,
  id: number,
  fields: readonly Field[],
  texts: TextsByLanguage,
): Promise<void> {
  const locales = Object.keys(texts);
  if (locales.length === 0) return;
  // Only a text stored counts: a language sent blank stores nothing in it.
  await refuseTheDefault(
    db,
    locales.filter((locale) => fields.some((field) => (texts[locale]?.[field] ?? null) !== null)),
  );
  await db
    .deleteFrom('translations')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('locale', 'in', locales)
    .where('field', 'in', [...fields])
    .execute();
  const rows = Object.entries(texts).flatMap(([locale, values]) =>
    fields.flatMap((field) => {
      const value = values[field];
      if (value === null || value === undefined) return [];
      return [
        { entity, entity_id: id, locale, field, value, search_text: field === 'name' ? foldSearchText(value) : null },
      ];
    }),
  );
  if (rows.length > 0) await db.insertInto('translations').values(rows).execute();
}

export const NOW_THE_DEFAULT =
  'This language has just become the shop’s default: its text is the row’s own, so write it there.';

/**
 * Refuses texts in the default language, read as it stands now: a form checks its languages
 * before it saves, and a language made the default meanwhile (staff-languages/make-default.ts,
 * allowed only while no text is stored in it) would be left holding text no shopper reads. On
 * PostgreSQL this transaction first takes the languages table in SHARE mode, which a change of
 * default (SHARE ROW EXCLUSIVE) waits for and makes wait: of a save and a change of default
 * released together, one sees the other's result. SQLite runs writes one at a time.
 */
async function refuseTheDefault(db: Db, locales: readonly string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`LOCK TABLE languages IN SHARE MODE`.execute(db);
  const standard = await db.selectFrom('languages').select('name').where('is_default', '=', 1).executeTakeFirst();
  if (standard && locales.includes(standard.name))
    throw AppError.validation(`translations.${standard.name}`, NOW_THE_DEFAULT);
}

/** `replaceTexts` of one field, given as its text by language. */
export function replaceField(
  db: Db,
  entity: TranslatedEntity,
  id: number,
  field: Field,
  texts: Record<string, string | null>,
): Promise<void> {
  const byLanguage = Object.fromEntries(Object.entries(texts).map(([locale, value]) => [locale, { [field]: value }]));
  return replaceTexts(db, entity, id, [field], byLanguage);
}

/** Removes every text in the other languages of rows `ids` of `entity` (rows being deleted). */
export async function deleteTexts(db: Db, entity: TranslatedEntity, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('translations')
    .where('entity', '=', entity)
    .where('entity_id', 'in', [...ids])
    .execute();
}
