import { LOW_STOCK_THRESHOLD, type SellerProductFilter, type SellerProductSort } from '@souk/contract';
import { type Insertable, type SqlBool, type Updateable, sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { ProductsTable } from '../../db/types.ts';

/** Each sort as its column and direction; the id breaks ties in the same direction, so one index walk reads the page. */
const SORTS: Record<
  SellerProductSort,
  { column: 'created_at' | 'name' | 'price' | 'quantity' | 'total_sold'; desc: boolean }
> = {
  newest: { column: 'created_at', desc: true },
  oldest: { column: 'created_at', desc: false },
  name: { column: 'name', desc: false },
  price_low: { column: 'price', desc: false },
  price_high: { column: 'price', desc: true },
  stock_low: { column: 'quantity', desc: false },
  stock_high: { column: 'quantity', desc: true },
  best_selling: { column: 'total_sold', desc: true },
};

export interface ProductTableQuery {
  shopId: number;
  filter: SellerProductFilter;
  categoryId?: number;
  search?: string;
}

/**
 * The shop's products a search matches: its text anywhere in the name or the code, case aside
 * (ASCII case on SQLite). Read off the shop's part of the name index, which holds both, so it
 * costs the shop's size, never the catalogue's. As `p.id IN (…)` the matches become a list the
 * sort index's walk tests ids against; tested on each row, a search few products match read
 * every row of the shop (0.6 s at 80,000 products, 40 ms as a list).
 */
function searched(db: Db, kind: DbKind, shopId: number, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = kind === 'postgres' ? sql`ILIKE` : sql`LIKE`;
  return db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', shopId)
    .where(sql<SqlBool>`(name ${like} ${pattern} ESCAPE '\\' OR code ${like} ${pattern} ESCAPE '\\')`);
}

/** The shop's products the table's filter, category and search let through, as `p`. */
function matching(db: Db, kind: DbKind, q: ProductTableQuery) {
  let query = db.selectFrom('products as p').where('p.shop_id', '=', q.shopId);
  if (q.filter === 'active') query = query.where('p.is_active', '=', 1);
  if (q.filter === 'inactive') query = query.where('p.is_active', '=', 0);
  if (q.filter === 'low_stock') query = query.where('p.quantity', '<=', LOW_STOCK_THRESHOLD);
  if (q.filter === 'out_of_stock') query = query.where('p.quantity', '=', 0);
  if (q.categoryId !== undefined) query = query.where('p.category_id', '=', q.categoryId);
  if (q.search) query = query.where('p.id', 'in', searched(db, kind, q.shopId, q.search));
  return query;
}

export async function countMatching(db: Db, kind: DbKind, q: ProductTableQuery): Promise<number> {
  const row = await matching(db, kind, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of one page in the sort's order: only the index is read (products_seller_*_idx,
 * migration 020), and the page's rows are read by id after.
 */
export async function pageIds(
  db: Db,
  kind: DbKind,
  q: ProductTableQuery,
  sort: SellerProductSort,
  { offset, limit }: { offset: number; limit: number },
): Promise<number[]> {
  const { column, desc } = SORTS[sort];
  const direction = desc ? 'desc' : 'asc';
  const rows = await matching(db, kind, q)
    .select('p.id')
    .orderBy(`p.${column}`, direction)
    .orderBy('p.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

/** The table's rows of `ids`, with their category's own name. */
export function tableRows(db: Db, ids: number[]) {
  return db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.name',
      'p.code',
      'p.thumbnail',
      'p.price',
      'p.discount_price',
      'p.quantity',
      'p.total_sold',
      'p.is_active',
      'p.category_id',
      'c.name as category_name',
      'p.updated_at',
    ])
    .where('p.id', 'in', ids)
    .execute();
}

/** Every column the edit form shows, of the shop's product `id`. */
export function findOwnedProduct(db: Db, shopId: number, id: number) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'slug',
      'code',
      'short_description',
      'description',
      'category_id',
      'sub_category_id',
      'brand_id',
      'unit_id',
      'price',
      'discount_price',
      'quantity',
      'is_active',
      'meta_title',
      'meta_description',
      'thumbnail',
      'total_sold',
      'created_at',
      'updated_at',
    ])
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
export function activeCategories(db: Db, ids: number[]) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'thumbnail'])
    .where('id', 'in', ids)
    .where('is_active', '=', 1)
    .execute();
}

export async function isActiveBrand(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('brands')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUnit(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('units').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
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
