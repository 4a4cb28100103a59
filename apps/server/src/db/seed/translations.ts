import type { Insertable, Kysely } from 'kysely';
import type { Database, TranslationsTable } from '../types.ts';
import { insertRows } from './batch.ts';
import categoryNames from './lang/catalog/categories.json' with { type: 'json' };
import productNames from './lang/catalog/products.json' with { type: 'json' };
import { escapeMarkup } from './text.ts';

type Names = Record<string, { ar: string; fr: string }>;
const LOCALES = ['ar', 'fr'] as const;

/** "… from Brand." in each language: the short description keeps the brand, a proper name. */
const FROM: Record<(typeof LOCALES)[number], (name: string, brand: string) => string> = {
  ar: (name, brand) => `${name} من ${brand}.`,
  fr: (name, brand) => `${name} de ${brand}.`,
};

/**
 * Arabic and French names for every category and for the products the home page shows (every
 * product carrying one of those names), with a short description and description to match.
 * Looked up by English name, so it follows whatever rows the generator made; one multi-row
 * insert per chunk keeps the seed fast.
 */
export async function seedTranslations(db: Kysely<Database>): Promise<void> {
  const rows: Insertable<TranslationsTable>[] = [];
  const categories = await db.selectFrom('categories').select(['id', 'name']).execute();
  for (const category of categories) {
    const names = (categoryNames as Names)[category.name];
    if (!names) continue;
    for (const locale of LOCALES) {
      rows.push({ entity: 'category', entity_id: category.id, locale, field: 'name', value: names[locale] });
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
        { entity: 'product', entity_id: product.id, locale, field: 'name', value: names[locale] },
        { entity: 'product', entity_id: product.id, locale, field: 'short_description', value: short },
        {
          entity: 'product',
          entity_id: product.id,
          locale,
          field: 'description',
          value: `<p>${escapeMarkup(short)}</p>`,
        },
      );
    }
  }
  await insertRows(db, 'translations', rows);
}
