import type { Banner } from '@souk/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { translateRows } from '../translations/translations.ts';

/** A condition over the catalogue's aliases `p`, `s` and, where joined, `fl`. */
export type Condition = Expression<SqlBool>;

/** The per-product option tables whose names the facets and filters group by. */
export type OptionTable = 'product_sizes' | 'product_colors';

/**
 * The price a buyer pays now (running flash price, else discount price when above 0, else list
 * price), stored on the product (migration 013) so price sorts and filters read an index.
 */
export const effectivePrice = sql.ref<number>('p.effective_price');

export function listCategoryRows(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'slug', 'thumbnail'])
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Active products of active shops, as `p` and `s`; with `flash`, also `fl`: the running flash
 * sale's price and stock left for products in one (a handful of rows, joined cheaply).
 */
export function selectCatalog(db: Db, now: string, options: { flash: boolean } = { flash: true }) {
  // Literal, as the partial listing indexes state it (listing.ts says why).
  const query = catalogBase(db)
    .where(sql<SqlBool>`p.is_active = 1`)
    .where('s.is_active', '=', 1);
  if (!options.flash) return query as unknown as ReturnType<typeof withFlash>;
  return withFlash(query, now);
}

function withFlash(query: CatalogBase, now: string) {
  return query.leftJoin(
    (eb) =>
      eb
        .selectFrom('flash_sale_products as fsp')
        .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
        .select([
          'fsp.product_id',
          (e) => e.fn.min('fsp.price').as('flash_price'),
          (e) => e.fn.min(e('fsp.quantity', '-', e.ref('fsp.sold'))).as('flash_left'),
        ])
        .where('fs.is_active', '=', 1)
        .where('fs.start_date', '<=', now)
        .where('fs.end_date', '>', now)
        .whereRef('fsp.sold', '<', 'fsp.quantity')
        .groupBy('fsp.product_id')
        .as('fl'),
    (join) => join.onRef('fl.product_id', '=', 'p.id'),
  );
}

function catalogBase(db: Db) {
  return db.selectFrom('products as p').innerJoin('shops as s', 's.id', 'p.shop_id');
}
type CatalogBase = ReturnType<typeof catalogBase>;

/** Products with their shop, brand, unit and, during a running flash sale with stock left, its price. */
export function selectProductRows(db: Db, now: string) {
  return withCardColumns(selectCatalog(db, now));
}

/**
 * The same rows for a list whose own conditions keep it to listed products (listing.ts): no
 * condition on `s`, so the planners walk the products' sort index and look each shop up.
 */
export function selectListingRows(db: Db, now: string) {
  return withCardColumns(withFlash(catalogBase(db), now));
}

function withCardColumns(query: ReturnType<typeof withFlash>) {
  return query
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('units as un', 'un.id', 'p.unit_id')
    .select([
      'p.id',
      'p.name',
      'p.thumbnail',
      'p.price',
      'p.discount_price',
      'p.quantity',
      'p.total_sold',
      'p.rating',
      'p.review_count',
      'b.name as brand',
      'un.id as unit_id',
      'un.name as unit_name',
      'fl.flash_price',
      'fl.flash_left',
      's.id as shop_id',
      's.name as shop_name',
      's.logo as shop_logo',
      's.rating as shop_rating',
      's.estimated_delivery_time',
      's.delivery_charge',
      's.user_id as shop_user_id',
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProductRows>['execute']>>[number];

/** The products' sizes and colours, colour names in the request's language. */
export async function listOptions(db: Db, productIds: number[]) {
  if (productIds.length === 0) return { sizes: [], colors: [] };
  const [sizes, colors] = await Promise.all([
    db
      .selectFrom('product_sizes')
      .select(['id', 'product_id', 'name', 'price'])
      .where('product_id', 'in', productIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_colors')
      .select(['id', 'product_id', 'name', 'color_code', 'price'])
      .where('product_id', 'in', productIds)
      .orderBy('position')
      .orderBy('id')
      .execute()
      .then((rows) => translateRows(db, 'product_color', rows, ['name'], (row) => row.id)),
  ]);
  return { sizes, colors };
}

export async function lastOnlineOfUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string | null>();
  const rows = await db.selectFrom('users').select(['id', 'last_online_at']).where('id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.id, r.last_online_at]));
}

/** Which of `productIds` the customer has in their favourites. */
export async function favoriteIdsAmong(db: Db, userId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((r) => r.product_id));
}

/** The name of option `id` of `table`, or null when there is no such option. */
export async function optionNameOf(db: Db, table: OptionTable, id: number): Promise<string | null> {
  const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/** Listing rows (card columns) of the products `ids`, in the order of `ids`. */
export async function listingRowsWithIds(db: Db, ids: number[], now: string): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectListingRows(db, now).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listBanners(db: Db, type: 'slider' | 'ad'): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'thumbnail', 'url'])
    .where('is_active', '=', 1)
    .where('type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A product's pictures and video: the video first when there is one, then the gallery order. */
export function productMedia(db: Db, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'url', 'type'])
    .where('product_id', '=', productId)
    .orderBy((eb) => eb.case().when('type', '=', 'video').then(0).else(1).end())
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The customer viewed the product now (one row per product, its time moved on). */
export async function recordRecentlyViewed(db: Db, userId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('recently_viewed')
    .values({ user_id: userId, product_id: productId, viewed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ viewed_at: now }))
    .execute();
}
