import type { Category, PaginationQuery, ProductCard } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { readSettings } from '../settings/queries.ts';
import { toProductCards } from './product-card.ts';
import { listCategoryRows, selectProductRows } from './queries.ts';

/** Top-level categories with their sub-categories, in display order. */
export async function categoryTree(db: Db): Promise<Category[]> {
  const rows = await listCategoryRows(db);
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

/** Product rows limited to the root shop in single-vendor mode. */
async function catalogProducts(db: Db) {
  const settings = await readSettings(db);
  const query = selectProductRows(db, nowIso());
  return settings.multi_vendor ? query : query.where('s.is_root', '=', 1);
}

export async function popularProducts(db: Db, limit: number): Promise<ProductCard[]> {
  const query = await catalogProducts(db);
  const rows = await query.orderBy('p.views', 'desc').orderBy('p.id').limit(limit).execute();
  return toProductCards(db, rows);
}

export async function homeData(db: Db) {
  const [categories, popular_products] = await Promise.all([categoryTree(db), popularProducts(db, 6)]);
  return { categories: categories.slice(0, 10), popular_products };
}
