import type { Language, ProductTexts } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listLanguages } from '../settings/queries.ts';
import { type ProductTextField, productTextRows } from './text-queries.ts';

/** The active languages: the default one's texts are the product's own columns, the others' are translations. */
export async function productLanguages(db: Db): Promise<Language[]> {
  const rows = await listLanguages(db);
  return rows.map((row) => ({ ...row, is_default: row.is_default === 1 }));
}

/** Refuses (422, naming each) languages texts were sent in that are not another active language. */
export async function checkTextLanguages(db: Db, sent: string[]): Promise<void> {
  if (sent.length === 0) return;
  const offered = new Set(
    (await productLanguages(db)).filter((language) => !language.is_default).map((language) => language.name),
  );
  const refused = sent.filter((locale) => !offered.has(locale));
  if (refused.length === 0) return;
  throw AppError.fields(
    Object.fromEntries(
      refused.map((locale) => [`translations.${locale}`, ['The language is not one the shop offers.']]),
    ),
  );
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
