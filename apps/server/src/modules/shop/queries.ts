import type { Db } from '../../db/database.ts';
import type { ListScope } from '../catalog/scope.ts';

/**
 * Active shops that sell at least one active product; the root shop only in single-vendor mode.
 * "Sells" is read from the listing facets' count of the shop's whole scope (kept by writes, exact
 * at every commit): asked about one shop, PostgreSQL answered `EXISTS` over its products by
 * reading the shop's whole product index, 35 ms for a shop of 80,000.
 */
export function visibleShops(db: Db, scope: ListScope) {
  return db
    .selectFrom('shops as s')
    .where('s.is_active', '=', 1)
    .where(
      (eb) =>
        eb
          .selectFrom('listing_facets as lf')
          .select((sum) => sum.fn.sum<number>('lf.products').as('n'))
          .whereRef('lf.shop_id', '=', 's.id')
          .where('lf.category_id', '=', 0)
          .where('lf.sub_category_id', '=', 0)
          .where('lf.kind', '=', 'n'),
      '>',
      0,
    )
    .$if(scope.rootOnly, (qb) => qb.where('s.is_root', '=', 1));
}

/** The columns of a shop card; its counts come from productCountsByShop. */
export function selectShopCards(db: Db, scope: ListScope) {
  return visibleShops(db, scope).select([
    's.id',
    's.name',
    's.logo',
    's.banner',
    's.rating',
    's.review_count',
    's.opening_time',
    's.closing_time',
  ]);
}

/**
 * Each shop's listed products and the categories they are in, from the listing facets' counts
 * (db/listing-facets-queries.ts): the shop's whole scope and its scope in each category.
 */
export async function productCountsByShop(db: Db): Promise<Map<number, { products: number; categories: number }>> {
  const rows = await listedShopScopes(db).where('shop_id', '>', 0).where('sub_category_id', '=', 0).execute();
  const counts = new Map<number, { products: number; categories: number }>();
  for (const row of rows) {
    const count = counts.get(row.shop_id) ?? { products: 0, categories: 0 };
    if (row.category_id === 0) count.products = Number(row.products);
    else count.categories += 1;
    counts.set(row.shop_id, count);
  }
  return counts;
}

/** Scopes of the listing facets with listed products, and how many. */
function listedShopScopes(db: Db) {
  return db
    .selectFrom('listing_facets')
    .select(['shop_id', 'category_id', 'sub_category_id', (eb) => eb.fn.sum<number>('products').as('products')])
    .where('kind', '=', 'n')
    .groupBy(['shop_id', 'category_id', 'sub_category_id'])
    .having((eb) => eb.fn.sum('products'), '>', 0);
}

export type ShopCardRow = Awaited<ReturnType<ReturnType<typeof selectShopCards>['execute']>>[number];

export function listShopBanners(db: Db, shopId: number) {
  return db
    .selectFrom('shop_banners')
    .select(['id', 'thumbnail'])
    .where('shop_id', '=', shopId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The categories and sub-categories a shop has listed products in (the listing facets' scopes). */
export async function shopCategoryIds(db: Db, shopId: number): Promise<Set<number>> {
  const rows = await listedShopScopes(db).where('shop_id', '=', shopId).execute();
  return new Set(rows.flatMap((r) => [r.category_id, r.sub_category_id].filter((id) => id > 0)));
}
