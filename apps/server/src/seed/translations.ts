import type { Insertable, Kysely } from 'kysely';
import type { Database, TranslationsTable } from '../db/types.ts';
import { insertRows } from './batch.ts';
import categoryNames from './lang/catalog/categories.json' with { type: 'json' };
import { contentTranslationRows } from './content-translations.ts';
import { type Locale, LOCALES, translationRow } from './translation-row.ts';

type Names = Record<string, Record<Locale, string>>;

/** The demo's units of sale (catalog-spec.ts UNITS), as cards, carts and orders name them. */
const UNIT_NAMES: Names = {
  Piece: { ar: 'قطعة', fr: 'Pièce' },
  Pair: { ar: 'زوج', fr: 'Paire' },
  Kg: { ar: 'كغ', fr: 'kg' },
  Litre: { ar: 'لتر', fr: 'Litre' },
  Pack: { ar: 'عبوة', fr: 'Paquet' },
  Box: { ar: 'علبة', fr: 'Boîte' },
  Set: { ar: 'طقم', fr: 'Ensemble' },
  Bottle: { ar: 'زجاجة', fr: 'Bouteille' },
};

/**
 * Arabic and French names for every category and unit, looked up by English name, then the
 * shops', the blog's and the pages' texts; one multi-row insert per chunk keeps the seed fast.
 * Products' texts and colour names are written with the products (product-batches.ts).
 */
export async function seedTranslations(db: Kysely<Database>): Promise<void> {
  const rows: Insertable<TranslationsTable>[] = [];
  const named = [
    {
      entity: 'category',
      names: categoryNames as Names,
      list: await db.selectFrom('categories').select(['id', 'name']).execute(),
    },
    { entity: 'unit', names: UNIT_NAMES, list: await db.selectFrom('units').select(['id', 'name']).execute() },
  ] as const;
  for (const { entity, names, list } of named) {
    for (const row of list) {
      const name = names[row.name];
      if (!name) continue;
      for (const locale of LOCALES) rows.push(translationRow(entity, row.id, locale, 'name', name[locale]));
    }
  }

  rows.push(...(await contentTranslationRows(db)));
  await insertRows(db, 'translations', rows);
}
