import type { Insertable, Kysely } from 'kysely';
import type { Database, TranslationsTable } from '../types.ts';
import { insertRows } from './batch.ts';
import categoryNames from './lang/catalog/categories.json' with { type: 'json' };
import productNames from './lang/catalog/products.json' with { type: 'json' };
import { contentTranslationRows } from './content-translations.ts';
import { escapeMarkup } from './text.ts';
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

/** "… from Brand." in each language: the short description keeps the brand, a proper name. */
const FROM: Record<Locale, (name: string, brand: string) => string> = {
  ar: (name, brand) => `${name} من ${brand}.`,
  fr: (name, brand) => `${name} de ${brand}.`,
};

/**
 * Arabic and French names for every category and unit, and for the products the home page shows (every
 * product carrying one of those names) and the creams, whose French names carry accents for
 * search to fold, with a short description and description to match.
 * Looked up by English name, so it follows whatever rows the generator made; one multi-row
 * insert per chunk keeps the seed fast. Then the shops' and the blog's texts.
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

  const products = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'b.name as brand'])
    .where('p.name', 'in', Object.keys(productNames))
    .execute();
  for (const product of products) {
    const names = (productNames as Names)[product.name];
    if (!names) continue;
    for (const locale of LOCALES) {
      const short = FROM[locale](names[locale], product.brand ?? '');
      rows.push(
        translationRow('product', product.id, locale, 'name', names[locale]),
        translationRow('product', product.id, locale, 'short_description', short),
        translationRow('product', product.id, locale, 'description', `<p>${escapeMarkup(short)}</p>`),
      );
    }
  }
  rows.push(...(await contentTranslationRows(db)));
  await insertRows(db, 'translations', rows);
}
