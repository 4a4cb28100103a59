import type { Db } from '../../../db/database.ts';
import type { OptionTable } from '../queries.ts';

/** What the search index reads of a product: its facts and its own text. */
function productColumns(db: Db) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'shop_id',
      'category_id',
      'sub_category_id',
      'brand_id',
      'is_active',
      'effective_price',
      'total_sold',
      'views',
      'rating',
      'created_at',
      'name',
      'code',
      'short_description',
    ]);
}

export type IndexedProductRow = Awaited<ReturnType<ReturnType<typeof productColumns>['execute']>>[number];

/** Up to `limit` products after `afterId`, in id order: a build reads the catalogue so. */
export function productsAfter(db: Db, afterId: number, limit: number): Promise<IndexedProductRow[]> {
  return productColumns(db).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export function productsWithIds(db: Db, ids: number[]): Promise<IndexedProductRow[]> {
  return productColumns(db).where('id', 'in', ids).execute();
}

/** The option names of the products from `from` to `to` (ids, both included), or of `ids`. */
export function optionNames(db: Db, table: OptionTable, products: { from: number; to: number } | number[]) {
  const query = db.selectFrom(table).select(['product_id', 'name']);
  return (
    Array.isArray(products)
      ? query.where('product_id', 'in', products)
      : query.where('product_id', '>=', products.from).where('product_id', '<=', products.to)
  ).execute();
}

/** The languages products may be translated into. */
export async function languageNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('languages').select('name').execute();
  return rows.map((row) => row.name);
}

/** Products' names in `locale`: of the products from `from` to `to`, or of `ids`. */
export function translatedNames(db: Db, locale: string, products: { from: number; to: number } | number[]) {
  const query = db
    .selectFrom('translations')
    .select(['entity_id', 'value'])
    .where('entity', '=', 'product')
    .where('locale', '=', locale)
    .where('field', '=', 'name');
  return (
    Array.isArray(products)
      ? query.where('entity_id', 'in', products)
      : query.where('entity_id', '>=', products.from).where('entity_id', '<=', products.to)
  ).execute();
}

/** Changes logged after `afterId` (migration 018), oldest first. */
export function changesAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('product_changes')
    .select(['id', 'product_id'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The latest change's id (0 for none): where a build starts following changes. */
export async function latestChange(db: Db): Promise<number> {
  const row = await db
    .selectFrom('product_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Drops changes logged before `before` (milliseconds since 1970). */
export async function pruneChanges(db: Db, before: number): Promise<void> {
  await db.deleteFrom('product_changes').where('changed_at', '<', before).execute();
}
