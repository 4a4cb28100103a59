import type { Banner, Category, HomeResponse, PaginationQuery } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { topShops } from '../shop/service.ts';
import { currentFlashSales, toFlashSummary } from './flash-sales.ts';
import { toProductCards } from './product-card.ts';
import type { ListScope } from './scope.ts';
import { listedRows } from './listing.ts';
import { listedTotal } from './product-list.ts';
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

/** The most viewed products, for the home page. */
async function popularRows(db: Db, scope: ListScope, limit: number) {
  return (await listedRows(db, scope)).orderBy('p.views', 'desc').orderBy('p.id').limit(limit).execute();
}

/** Newest first: what "just for you" pages through with load-more. */
async function justForYouRows(db: Db, scope: ListScope, { page, per_page }: PaginationQuery) {
  return (await listedRows(db, scope))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(per_page)
    .offset((page - 1) * per_page)
    .execute();
}

/** The running sale, if any, with its first products. */
async function runningSaleRows(db: Db, scope: ListScope, now: string, limit: number) {
  const sales = await currentFlashSales(db, now);
  const rows = sales.running
    ? await catalogProducts(db, scope, now)
        .innerJoin('flash_sale_products as fp', 'fp.product_id', 'p.id')
        .where('fp.flash_sale_id', '=', sales.running.id)
        .orderBy('fp.id')
        .limit(limit)
        .execute()
    : [];
  return { sales, rows };
}

/**
 * `GET /home`: everything the home page shows; `userId` marks the signed-in customer's
 * favourites. The three product lists become cards together: each card needs its options,
 * translations and shop's last visit, read once for all of them.
 */
export async function homeData(
  db: Db,
  scope: ListScope,
  page: PaginationQuery,
  userId?: number,
): Promise<HomeResponse> {
  const now = nowIso();
  const [banners, ads, categories, shops, popular, newest, total, flash] = await Promise.all([
    listBanners(db, 'slider'),
    listBanners(db, 'ad'),
    categoryTree(db),
    // Shops are a multi-vendor idea: a single-vendor shop has no list of shops to show.
    scope.rootOnly ? Promise.resolve([]) : topShops(db, scope, 8),
    popularRows(db, scope, 6),
    justForYouRows(db, scope, page),
    // The whole list's count, shared with the product list's summary of the whole catalogue.
    listedTotal(db, scope),
    runningSaleRows(db, scope, now, 12),
  ]);
  const cards = await toProductCards(db, [...popular, ...newest, ...flash.rows], userId);
  const { running, incoming } = flash.sales;
  return {
    banners,
    ads,
    categories: categories.slice(0, 10),
    shops,
    popular_products: cards.slice(0, popular.length),
    just_for_you: { total, products: cards.slice(popular.length, popular.length + newest.length) },
    incoming_flash_sale: incoming ? toFlashSummary(incoming) : null,
    running_flash_sale: running
      ? { ...toFlashSummary(running), products: cards.slice(popular.length + newest.length) }
      : null,
  };
}

export async function flashSales(db: Db) {
  const { running, incoming } = await currentFlashSales(db, nowIso());
  return {
    incoming_flash_sale: incoming ? toFlashSummary(incoming) : null,
    running_flash_sale: running ? toFlashSummary(running) : null,
  };
}
