import type { FlashSaleDetailsResponse, PaginationQuery } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { translateRows } from '../translations/translations.ts';
import { findFlashSale, toFlashSummary } from './flash-sales.ts';
import { toProductCards } from './product-card.ts';
import type { ListScope } from './scope.ts';
import { catalogProducts } from './service.ts';

/** `GET /flash-sale/{id}/details`: the sale, whether it is upcoming, running or over, and its products. */
export async function flashSaleDetails(
  db: Db,
  scope: ListScope,
  saleId: number,
  q: PaginationQuery & { category_id?: number | undefined },
  userId?: number,
): Promise<FlashSaleDetailsResponse> {
  const sale = await findFlashSale(db, saleId);
  if (!sale) throw AppError.notFound('Flash sale');
  const now = isoAt(scope.clock);
  const inSale = catalogProducts(db, scope, now)
    .innerJoin('flash_sale_products as fp', 'fp.product_id', 'p.id')
    .where('fp.flash_sale_id', '=', saleId);
  const filtered = q.category_id ? inSale.where('p.category_id', '=', q.category_id) : inSale;
  const [rows, count, categories] = await Promise.all([
    filtered
      .orderBy('fp.id')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    inSale
      .clearSelect()
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['c.id', 'c.name'])
      .distinct()
      .orderBy('c.name')
      .execute(),
  ]);
  const status = sale.start_date > now ? 'upcoming' : sale.end_date <= now ? 'ended' : 'running';
  return {
    total_products: Number(count.n),
    flash_sale: { ...toFlashSummary(sale), status, categories: await namedCategories(db, categories) },
    products: await toProductCards(db, rows, userId),
  };
}

/** The sale's categories named in the request's language, in that language's alphabetical order. */
async function namedCategories(db: Db, categories: { id: number; name: string }[]) {
  const locale = contentLocale();
  if (locale === undefined) return categories;
  const named = await translateRows(db, 'category', categories, ['name'], (category) => category.id);
  return named.sort((a, b) => a.name.localeCompare(b.name, locale));
}
