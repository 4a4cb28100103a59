import type { Language, ProductTexts } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listLanguages } from '../settings/queries.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { type ProductTextField, productTextRows } from './text-queries.ts';

/** The active languages: the default one's texts are the product's own columns, the others' are translations. */
export async function productLanguages(db: Db): Promise<Language[]> {
  const rows = await listLanguages(db);
  return rows.map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

/** Refuses (422, naming each) texts sent in a language that is not another offered one. */
export async function checkTextLanguages(db: Db, translations: Record<string, unknown>): Promise<void> {
  const refused = await unofferedLanguages(db, translations);
  if (Object.keys(refused).length > 0) throw AppError.fields(refused);
}

/** The product's texts in every other active language, null where it has none. */
export async function productTexts(db: Db, productId: number): Promise<Record<string, ProductTexts>> {
  const [rows, languages] = await Promise.all([productTextRows(db, productId), productLanguages(db)]);
  const texts: Record<string, ProductTexts> = {};
  for (const language of languages) {
    if (!language.is_default) texts[language.name] = { name: null, short_description: null, description: null };
  }
  for (const row of rows) {
    const entry = texts[row.locale];
    // Texts of a language no longer offered are kept in the table but not shown.
    if (entry) entry[row.field as ProductTextField] = row.value;
  }
  return texts;
}
