import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ListScope } from '../catalog/scope.ts';

/** Active shops that sell at least one active product; the root shop only in single-vendor mode. */
export function visibleShops(db: Db, scope: ListScope) {
  return db
    .selectFrom('shops as s')
    .where('s.is_active', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products as ap').select('ap.id').whereRef('ap.shop_id', '=', 's.id').where('ap.is_active', '=', 1),
      ),
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
 * Each shop's active products and the categories they are in, in one pass over the shop index
 * (shop, active, category: the index alone answers it). It reads every product, so the shop
 * service keeps the answer as a catalogue summary rather than asking per card.
 */
export async function productCountsByShop(db: Db): Promise<Map<number, { products: number; categories: number }>> {
  const rows = await db
    .selectFrom('products as cp')
    .select((c) => [
      'cp.shop_id',
      c.fn.countAll<number>().as('products'),
      c.fn.count<number>('cp.category_id').distinct().as('categories'),
    ])
    .where(sql<SqlBool>`cp.is_active = 1`)
    .groupBy('cp.shop_id')
    .execute();
  return new Map(rows.map((r) => [r.shop_id, { products: Number(r.products), categories: Number(r.categories) }]));
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

/** Ids of the categories and sub-categories a shop sells in. */
export async function shopCategoryIds(db: Db, shopId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('products')
    .select(['category_id', 'sub_category_id'])
    .distinct()
    .where('shop_id', '=', shopId)
    .where('is_active', '=', 1)
    .execute();
  return new Set(rows.flatMap((r) => (r.sub_category_id ? [r.category_id, r.sub_category_id] : [r.category_id])));
}
