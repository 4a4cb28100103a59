/**
 * The shop's own words in the other languages (the `translations` table). The catalogue, shops,
 * blog, pages, navigation, carts and orders all read them, so they have a module of their own.
 */
import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { selectTranslations } from './queries.ts';

type Field = TranslationsTable['field'];

/**
 * The request's language's text for some rows of one entity, by id then field: one indexed
 * query for a whole page of rows (never one per row). Empty in the default language, whose
 * text is the rows' own columns.
 */
export async function translationsOf(
  db: Db,
  entity: TranslatedEntity,
  ids: readonly number[],
  fields: readonly Field[],
): Promise<Map<number, Partial<Record<Field, string>>>> {
  const locale = contentLocale();
  const found = new Map<number, Partial<Record<Field, string>>>();
  if (locale === undefined || ids.length === 0) return found;
  const rows = await selectTranslations(db, entity, locale, ids, fields);
  for (const row of rows) {
    const entry = found.get(row.entity_id) ?? {};
    entry[row.field] = row.value;
    found.set(row.entity_id, entry);
  }
  return found;
}

/**
 * `rows` with the translated `fields` in place of their own (falling back to the original
 * where a row has no translation). `idOf` names the row's id of this entity.
 */
export async function translateRows<Row, K extends keyof Row & Field>(
  db: Db,
  entity: TranslatedEntity,
  rows: Row[],
  fields: readonly K[],
  idOf: (row: Row) => number,
): Promise<Row[]> {
  const translations = await translationsOf(db, entity, rows.map(idOf), fields);
  if (translations.size === 0) return rows;
  return rows.map((row) => {
    const translated = translations.get(idOf(row));
    if (!translated) return row;
    const copy = { ...row };
    for (const field of fields) {
      const value = translated[field];
      if (value !== undefined) (copy as Record<K, unknown>)[field] = value;
    }
    return copy;
  });
}

interface LineNames {
  product_id: number;
  name: string;
  unit_id: number | null;
  unit_name: string | null;
  color_id: number | null;
  color_name: string | null;
}

/**
 * Cart or order lines with their product's name, unit of sale and colour in the request's
 * language, where those have one; all looked up at once (three indexed queries, none in the
 * default language). Order lines keep the names they were placed with as the fallback.
 */
export async function translateLineNames<Row extends LineNames>(db: Db, rows: Row[]): Promise<Row[]> {
  const [products, units, colors] = await Promise.all([
    translationsOf(
      db,
      'product',
      rows.map((row) => row.product_id),
      ['name'],
    ),
    translationsOf(
      db,
      'unit',
      rows.flatMap((row) => row.unit_id ?? []),
      ['name'],
    ),
    translationsOf(
      db,
      'product_color',
      rows.flatMap((row) => row.color_id ?? []),
      ['name'],
    ),
  ]);
  if (products.size === 0 && units.size === 0 && colors.size === 0) return rows;
  const named = (names: typeof units, id: number | null, own: string | null) =>
    (id === null ? undefined : names.get(id)?.name) ?? own;
  return rows.map((row) => ({
    ...row,
    name: products.get(row.product_id)?.name ?? row.name,
    unit_name: named(units, row.unit_id, row.unit_name),
    color_name: named(colors, row.color_id, row.color_name),
  }));
}
