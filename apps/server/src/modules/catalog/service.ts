import type { Category, PaginationQuery } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { translateRows } from '../translations/translations.ts';
import { currentFlashSales, toFlashSummary } from './flash-sales.ts';
import type { ListScope } from './scope.ts';
import { listCategoryRows, selectProductRows } from './queries.ts';

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

/** Product rows, limited to the root shop in single-vendor mode. */
export function catalogProducts(db: Db, scope: ListScope, now = isoAt(scope.clock)) {
  const query = selectProductRows(db, now);
  return scope.rootOnly ? query.where('s.is_root', '=', 1) : query;
}

export async function flashSales({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const { running, incoming } = await currentFlashSales(db, isoAt(clock));
  return {
    incoming_flash_sale: incoming ? toFlashSummary(incoming) : null,
    running_flash_sale: running ? toFlashSummary(running) : null,
  };
}
