import type { Banner, Category, HomeResponse, PaginationQuery, ProductCard } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { topShops } from '../shop/service.ts';
import { currentFlashSales, toFlashSummary } from './flash-sales.ts';
import { toProductCards } from './product-card.ts';
import type { ListScope } from './scope.ts';
import { listedRows } from './listing.ts';
import { countListed } from './product-list.ts';
import { listCategoryRows, selectProductRows } from './queries.ts';
import { translateRows } from './translations.ts';

/** Top-level categories with their sub-categories, in display order, named in the request's language. */
export async function categoryTree(db: Db): Promise<Category[]> {
  const rows = await translateRows(db, 'category', await listCategoryRows(db), ['name'], (row) => row.id);
  return rows
    .filter((row) => row.parent_id === null)
    .map((parent) => ({
      id: parent.id,
      name: parent.name,
      slug: parent.slug,
      thumbnail: parent.thumbnail,
      sub_categories: rows
        .filter((row) => row.parent_id === parent.id)
        .map((sub) => ({ id: sub.id, name: sub.name, thumbnail: sub.thumbnail })),
    }));
}

export async function pagedCategories(db: Db, { page, per_page }: PaginationQuery) {
  const all = await categoryTree(db);
  return { total: all.length, categories: all.slice((page - 1) * per_page, page * per_page) };
}

export async function subCategories(db: Db, categoryId: number) {
  const category = (await categoryTree(db)).find((c) => c.id === categoryId);
  if (!category) throw AppError.notFound('Category');
  return { sub_categories: category.sub_categories };
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

/** Product rows, limited to the root shop in single-vendor mode. */
export function catalogProducts(db: Db, scope: ListScope, now = nowIso()) {
  const query = selectProductRows(db, now);
  return scope.rootOnly ? query.where('s.is_root', '=', 1) : query;
}

async function popularProducts(db: Db, scope: ListScope, limit: number, userId?: number): Promise<ProductCard[]> {
  const rows = await (await listedRows(db, scope)).orderBy('p.views', 'desc').orderBy('p.id').limit(limit).execute();
  return toProductCards(db, rows, userId);
}

/** Newest first: what "just for you" pages through with load-more. */
async function justForYou(db: Db, scope: ListScope, { page, per_page }: PaginationQuery, userId?: number) {
  const [rows, total] = await Promise.all([
    (await listedRows(db, scope))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
    // The whole list's count, shared with the product list's (summarised).
    countListed(db, scope, [], {}),
  ]);
  return { total, products: await toProductCards(db, rows, userId) };
}

async function flashSaleProducts(
  db: Db,
  scope: ListScope,
  saleId: number,
  limit: number,
  userId?: number,
): Promise<ProductCard[]> {
  const rows = await catalogProducts(db, scope)
    .innerJoin('flash_sale_products as fp', 'fp.product_id', 'p.id')
    .where('fp.flash_sale_id', '=', saleId)
    .orderBy('fp.id')
    .limit(limit)
    .execute();
  return toProductCards(db, rows, userId);
}

/** `GET /home`: everything the home page shows; `userId` marks the signed-in customer's favourites. */
export async function homeData(
  db: Db,
  scope: ListScope,
  page: PaginationQuery,
  userId?: number,
): Promise<HomeResponse> {
  const now = nowIso();
  const [banners, ads, categories, shops, popular_products, just_for_you, sales] = await Promise.all([
    listBanners(db, 'slider'),
    listBanners(db, 'ad'),
    categoryTree(db),
    // Shops are a multi-vendor idea: a single-vendor shop has no list of shops to show.
    scope.rootOnly ? Promise.resolve([]) : topShops(db, scope, 8),
    popularProducts(db, scope, 6, userId),
    justForYou(db, scope, page, userId),
    currentFlashSales(db, now),
  ]);
  const running = sales.running
    ? { ...toFlashSummary(sales.running), products: await flashSaleProducts(db, scope, sales.running.id, 12, userId) }
    : null;
  return {
    banners,
    ads,
    categories: categories.slice(0, 10),
    shops,
    popular_products,
    just_for_you,
    incoming_flash_sale: sales.incoming ? toFlashSummary(sales.incoming) : null,
    running_flash_sale: running,
  };
}

export async function flashSales(db: Db) {
  const { running, incoming } = await currentFlashSales(db, nowIso());
  return {
    incoming_flash_sale: incoming ? toFlashSummary(incoming) : null,
    running_flash_sale: running ? toFlashSummary(running) : null,
  };
}
