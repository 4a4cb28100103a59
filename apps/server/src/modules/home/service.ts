import type { HomeResponse, PaginationQuery } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { isoAt } from '../../lib/clock.ts';
import { currentFlashSales, toFlashSummary } from '../catalog/flash-sales.ts';
import { listedRows } from '../catalog/listing.ts';
import { toProductCards } from '../catalog/product-card.ts';
import { listedTotal } from '../catalog/product-list.ts';
import type { ListScope } from '../catalog/scope.ts';
import { listBanners } from '../catalog/queries.ts';
import { catalogProducts, categoryTree } from '../catalog/service.ts';
import { topShops } from '../shop/service.ts';

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
  const now = isoAt(scope.clock);
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
