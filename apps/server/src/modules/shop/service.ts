import { type Category, fromMinor, type PaginationQuery, type ShopCard, type ShopDetails } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { compactCount } from '../../lib/format.ts';
import { shopStatus } from '../../lib/shop-status.ts';
import { categoryTree } from '../catalog/service.ts';
import type { ListScope } from '../catalog/scope.ts';
import { translateRows, translationsOf } from '../translations/translations.ts';
import {
  listShopBanners,
  productCountsByShop,
  type ShopCardRow,
  selectShopCards,
  shopCategoryIds,
  visibleShops,
} from './queries.ts';

type ShopCounts = Awaited<ReturnType<typeof productCountsByShop>>;

/** Products and categories per shop, kept as a catalogue summary (a pass over every product). */
function shopCounts(db: Db, scope: ListScope): Promise<ShopCounts> {
  const work = () => productCountsByShop(db);
  return scope.summaries ? scope.summaries.get('shop-counts', work) : work();
}

/** A shop's card; Online or Offline by its hours at `now` (the app's clock). */
const toShopCard = (row: ShopCardRow, counts: ShopCounts, now: Date): ShopCard => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  banner: row.banner,
  total_products: counts.get(row.id)?.products ?? 0,
  total_categories: counts.get(row.id)?.categories ?? 0,
  rating: Number(row.rating),
  shop_status: shopStatus(row.opening_time, row.closing_time, now),
  total_reviews: compactCount(row.review_count),
});

export async function listShops(db: Db, scope: ListScope, { page, per_page }: PaginationQuery) {
  const [rows, count, counts] = await Promise.all([
    selectShopCards(db, scope)
      .orderBy('s.id')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
    visibleShops(db, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    shopCounts(db, scope),
  ]);
  const named = await translateRows(db, 'shop', rows, ['name'], (row) => row.id);
  return { total: Number(count.n), shops: named.map((row) => toShopCard(row, counts, new Date(scope.clock.now()))) };
}

/** Best-rated shops first (more reviews break ties). */
export async function topShops(db: Db, scope: ListScope, limit: number): Promise<ShopCard[]> {
  const [rows, counts] = await Promise.all([
    selectShopCards(db, scope)
      .orderBy('s.rating', 'desc')
      .orderBy('s.review_count', 'desc')
      .orderBy('s.id')
      .limit(limit)
      .execute(),
    shopCounts(db, scope),
  ]);
  const named = await translateRows(db, 'shop', rows, ['name'], (row) => row.id);
  return named.map((row) => toShopCard(row, counts, new Date(scope.clock.now())));
}

export async function shopDetails(db: Db, scope: ListScope, shopId: number): Promise<ShopDetails> {
  const row = await selectShopCards(db, scope)
    .select([
      's.short_description',
      's.description',
      's.address',
      's.phone',
      's.email',
      's.estimated_delivery_time',
      's.delivery_charge',
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Shop');
  const [banners, texts, counts] = await Promise.all([
    listShopBanners(db, shopId),
    translationsOf(db, 'shop', [shopId], ['name', 'short_description', 'description', 'estimated_delivery_time']),
    shopCounts(db, scope),
  ]);
  const text = texts.get(shopId);
  return {
    ...toShopCard(row, counts, new Date(scope.clock.now())),
    name: text?.name ?? row.name,
    short_description: text?.short_description ?? row.short_description,
    description: text?.description ?? row.description,
    address: row.address,
    phone: row.phone,
    email: row.email,
    opening_time: row.opening_time,
    closing_time: row.closing_time,
    estimated_delivery_time: text?.estimated_delivery_time ?? row.estimated_delivery_time,
    delivery_charge: fromMinor(row.delivery_charge),
    banners,
  };
}

/** The categories a shop sells in, each with only the sub-categories it sells in. */
export async function shopCategories(db: Db, scope: ListScope, shopId: number, { page, per_page }: PaginationQuery) {
  if (!(await visibleShops(db, scope).select('s.id').where('s.id', '=', shopId).executeTakeFirst()))
    throw AppError.notFound('Shop');
  // A pass over the shop's products: a catalogue summary, as the shops' counts are.
  const categoryIds = () => shopCategoryIds(db, shopId);
  const [tree, ids] = await Promise.all([
    categoryTree(db),
    scope.summaries ? scope.summaries.get(`shop-categories:${shopId}`, categoryIds) : categoryIds(),
  ]);
  const categories: Category[] = tree
    .filter((c) => ids.has(c.id))
    .map((c) => ({ ...c, sub_categories: c.sub_categories.filter((s) => ids.has(s.id)) }));
  return { total: categories.length, categories: categories.slice((page - 1) * per_page, page * per_page) };
}
