import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { ProductsTable } from '../../db/types.ts';

/** The product's own fields its owner sets, in the form and in a CSV row (seller-product-csv). */
export const OWNER_FIELDS = [
  'code',
  'name',
  'category_id',
  'sub_category_id',
  'brand_id',
  'unit_id',
  'price',
  'discount_price',
  'quantity',
  'is_active',
  'short_description',
  'description',
  'meta_title',
  'meta_description',
] as const;

/** Every column the edit form shows, of the shop's product `id`. */
export function findOwnedProduct(db: Db, shopId: number, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'slug', ...OWNER_FIELDS, 'thumbnail', 'total_sold', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

/** The shop's product `id`: its name and code, and what a copy takes over as it is (duplicate.ts). */
export function copySource(db: Db, shopId: number, id: number) {
  return db
    .selectFrom('products')
    .select([
      'name',
      'code',
      'shop_id',
      'category_id',
      'sub_category_id',
      'brand_id',
      'unit_id',
      'short_description',
      'description',
      'thumbnail',
      'price',
      'discount_price',
      'quantity',
      'is_digital',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ])
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

export function sizesOf(db: Db, productId: number) {
  return db
    .selectFrom('product_sizes')
    .select(['id', 'name', 'price'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function colorsOf(db: Db, productId: number) {
  return db
    .selectFrom('product_colors')
    .select(['id', 'name', 'color_code', 'price'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Category `id`'s picture, a product's stand-in until it has pictures of its own ('' when the category is gone). */
export async function categoryThumbnail(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('categories').select('thumbnail').where('id', '=', id).executeTakeFirst();
  return row?.thumbnail ?? '';
}

/** The active categories among `ids`, with their parent. */
/**
 * With `kind` 'postgres' (inside a transaction), the rows read are held shared until it ends, so
 * staff cannot remove a category, brand or unit between this check and the product's write.
 */
export function activeCategories(db: Db, ids: number[], kind?: DbKind) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'thumbnail'])
    .where('id', 'in', ids)
    .where('is_active', '=', 1)
    .$if(kind === 'postgres', (qb) => qb.forShare())
    .execute();
}

export async function isActiveBrand(db: Db, id: number, kind?: DbKind): Promise<boolean> {
  const row = await db
    .selectFrom('brands')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .$if(kind === 'postgres', (qb) => qb.forShare())
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUnit(db: Db, id: number, kind?: DbKind): Promise<boolean> {
  const row = await db
    .selectFrom('units')
    .select('id')
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forShare())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertProduct(db: Db, values: Insertable<ProductsTable>): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOwnedProduct(
  db: Db,
  shopId: number,
  id: number,
  values: Updateable<ProductsTable>,
): Promise<void> {
  await db.updateTable('products').set(values).where('id', '=', id).where('shop_id', '=', shopId).execute();
}

/** How many of `ids` are the shop's products. */
export async function countOwned(db: Db, shopId: number, ids: number[]): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets the price and/or stock of the shop's products `ids`; a discount price at or above the
 * new price is cleared (the discount would not be one). Returns how many rows changed.
 */
export async function setPriceAndStock(
  db: Db,
  shopId: number,
  ids: number[],
  { price, quantity, now }: { price?: number; quantity?: number; now: string },
): Promise<number> {
  const result = await db
    .updateTable('products')
    .set({
      ...(price === undefined
        ? {}
        : { price, discount_price: sql<number>`CASE WHEN discount_price >= ${price} THEN 0 ELSE discount_price END` }),
      ...(quantity === undefined ? {} : { quantity }),
      updated_at: now,
    })
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Which of `codes` some product already has. */
export async function takenCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('products').select('code').where('code', 'in', codes).execute();
  return new Set(rows.map((row) => row.code));
}

export function brandRows(db: Db) {
  return db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('is_active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function unitRows(db: Db) {
  return db.selectFrom('units').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}
