import type { Language } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { productLanguages } from '../seller-products/texts.ts';
import { type ContentEntity, type ContentField, type FieldTexts, selectContentTexts } from './queries.ts';
import { replaceTexts } from '../translations/write-queries.ts';

/** The active languages, the default first: its texts are the rows' own columns, the others' translations. */
export const contentLanguages: (db: Db) => Promise<Language[]> = productLanguages;

/** The names of the active languages other than the default. */
export async function otherLocales(db: Db): Promise<string[]> {
  return (await contentLanguages(db)).filter((language) => !language.is_default).map((language) => language.name);
}

/**
 * Rows' texts of `entity` in each of `locales`, by row then language, every field present (null
 * where there is none). Texts of a language no longer offered stay in the table but are not shown.
 */
export async function textsByRow(
  db: Db,
  entity: ContentEntity,
  ids: number[],
  fields: readonly ContentField[],
  locales: string[],
): Promise<(id: number) => Record<string, FieldTexts>> {
  const found = new Map<string, string>();
  for (const row of await selectContentTexts(db, entity, ids, fields)) {
    found.set(`${row.entity_id}\n${row.locale}\n${row.field}`, row.value);
  }
  return (id) =>
    Object.fromEntries(
      locales.map((locale) => [
        locale,
        Object.fromEntries(fields.map((field) => [field, found.get(`${id}\n${locale}\n${field}`) ?? null])),
      ]),
    );
}

/** One row's texts in the other active languages, as the audit log keeps them (languages with none left out). */
export async function storedTexts(
  db: Db,
  entity: ContentEntity,
  id: number,
  fields: readonly ContentField[],
): Promise<Record<string, FieldTexts>> {
  const texts: Record<string, FieldTexts> = {};
  for (const row of await selectContentTexts(db, entity, [id], fields)) {
    texts[row.locale] = { ...texts[row.locale], [row.field]: row.value };
  }
  return texts;
}

/**
 * Replaces a row's texts in the languages of `texts` (translations' replaceTexts) and answers
 * how they stood before and after, as the audit log keeps them, and whether they changed.
 */
export async function rewriteTexts(
  trx: Db,
  entity: ContentEntity,
  id: number,
  fields: readonly ContentField[],
  texts: Record<string, FieldTexts>,
) {
  const before = await storedTexts(trx, entity, id, fields);
  await replaceTexts(trx, entity, id, fields, texts);
  const after = await storedTexts(trx, entity, id, fields);
  return { before, after, changed: JSON.stringify(before) !== JSON.stringify(after) };
}
