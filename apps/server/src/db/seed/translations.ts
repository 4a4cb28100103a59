import type { Insertable, Kysely } from 'kysely';
import type { Database, TranslationsTable } from '../types.ts';
import { insertRows } from './batch.ts';
import categoryNames from './lang/catalog/categories.json' with { type: 'json' };
import productNames from './lang/catalog/products.json' with { type: 'json' };
import { contentTranslationRows } from './content-translations.ts';
import { escapeMarkup } from './text.ts';
import { type Locale, LOCALES, translationRow } from './translation-row.ts';

type Names = Record<string, Record<Locale, string>>;

/** "… from Brand." in each language: the short description keeps the brand, a proper name. */
const FROM: Record<Locale, (name: string, brand: string) => string> = {
  ar: (name, brand) => `${name} من ${brand}.`,
  fr: (name, brand) => `${name} de ${brand}.`,
};

/**
 * Arabic and French names for every category and for the products the home page shows (every
 * product carrying one of those names) and the creams, whose French names carry accents for
 * search to fold, with a short description and description to match.
 * Looked up by English name, so it follows whatever rows the generator made; one multi-row
 * insert per chunk keeps the seed fast. Then the shops' and the blog's texts.
 */
export async function seedTranslations(db: Kysely<Database>): Promise<void> {
  const rows: Insertable<TranslationsTable>[] = [];
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  for (const category of categories) {
    const names = (categoryNames as Names)[category.name];
    if (!names) continue;
    for (const locale of LOCALES) {
      rows.push(translationRow('category', category.id, locale, 'name', names[locale]));
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
