import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProductColorsTable, ProductSizesTable } from '../../db/types.ts';
import { OWNER_FIELDS } from '../seller-products/queries.ts';

/** The product columns the CSV holds, and what the export pages by. */
const PRODUCT_COLUMNS = ['id', ...OWNER_FIELDS, 'created_at'] as const;

/** Where the export's last page ended. */
export interface PageEnd {
  created_at: string;
  id: number;
}

/**
 * A page of the shop's products, oldest first, after `after`: read along the shop's part of
 * products_seller_created_idx (shop, created_at, id; migration 020), so each page costs its
 * own rows, not the shop's.
 */
export function productPage(db: Db, shopId: number, after: PageEnd | undefined, limit: number) {
  let query = db.selectFrom('products').select(PRODUCT_COLUMNS).where('shop_id', '=', shopId);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.created_at, after.id)));
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** The products holding any of `codes`, whichever shop's, with their shop. */
export function productsWithCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([...PRODUCT_COLUMNS, 'shop_id'])
    .where('code', 'in', codes)
    .execute();
}

/** The sizes of products `ids`, each product's in its order. */
export function sizesOfProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_sizes')
    .select(['product_id', 'name', 'price'])
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The colours of products `ids`, each product's in its order. */
export function colorsOfProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_colors')
    .select(['product_id', 'name', 'color_code', 'price'])
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every category (with its parent), brand and unit, by their own names: what CSV cells name. */
export async function referenceRows(db: Db) {
  const [categories, brands, units] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'parent_id']).orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('units').select(['id', 'name']).orderBy('id').execute(),
  ]);
  return { categories, brands, units };
}

/** Rows a statement inserts at most: within both databases' limits on bound values. */
const INSERT_CHUNK = 1000;

/** The sizes and colours of products just added, many rows to a statement. */
export async function insertNewOptions(
  trx: Db,
  sizes: Insertable<ProductSizesTable>[],
  colors: Insertable<ProductColorsTable>[],
): Promise<void> {
  for (let i = 0; i < sizes.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('product_sizes')
      .values(sizes.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  for (let i = 0; i < colors.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('product_colors')
      .values(colors.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}
