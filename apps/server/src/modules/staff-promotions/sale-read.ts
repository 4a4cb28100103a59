import {
  fromMinor,
  type StaffFlashEntriesResponse,
  type StaffFlashSale,
  type StaffFlashSaleResponse,
  type StaffFlashSalesResponse,
  type staffFlashEntriesQuerySchema,
  type staffFlashSalesQuerySchema,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { revenueOfEntries, shopFiguresBySale } from '../seller-flash-sales/figures.ts';
import { saleStatus } from '../seller-flash-sales/sale-state.ts';
import { shopEntryPage } from '../seller-flash-sales/queries.ts';
import { type ShopFigures, toEntry } from '../seller-flash-sales/views.ts';
import { listLanguages } from '../settings/queries.ts';
import { fieldTexts } from '../translations/queries.ts';
import { findSaleRow, salesPage, type StaffSaleRow, statusCounts } from './sale-queries.ts';

type Context = Pick<AppContext, 'db' | 'clock'>;

const pageOf = (query: { page: number; per_page: number }) => ({
  offset: (query.page - 1) * query.per_page,
  limit: query.per_page,
});

function saleView(row: StaffSaleRow, figures: ShopFigures, now: string): StaffFlashSale {
  return {
    ...row,
    is_active: row.is_active === 1,
    approval_required: row.approval_required === 1,
    status: saleStatus(row, now),
    ...figures,
    revenue: fromMinor(figures.revenue),
  };
}

/** `GET /staff/promotions/flash-sales`: a page of the sales of one status, each with what shops have in it. */
export async function flashSalesPage(
  { db, clock }: Context,
  query: z.output<typeof staffFlashSalesQuerySchema>,
): Promise<StaffFlashSalesResponse> {
  const now = isoAt(clock);
  const [counts, rows] = await Promise.all([statusCounts(db, now), salesPage(db, query.status, now, pageOf(query))]);
  const figures = await shopFiguresBySale(
    db,
    undefined,
    rows.map((row) => row.id),
  );
  return {
    total: counts[query.status],
    counts,
    flash_sales: rows.map((row) => saleView(row, figures(row.id), now)),
  };
}

/** `GET /staff/promotions/flash-sales/{id}`: one sale, its names in the other languages, the languages. */
export async function flashSalePage({ db, clock }: Context, id: number): Promise<StaffFlashSaleResponse> {
  const row = await findSaleRow(db, id);
  if (!row) throw AppError.notFound('Flash sale');
  const [figures, names, languages] = await Promise.all([
    shopFiguresBySale(db, undefined, [id]),
    fieldTexts(db, 'flash_sale', id, 'name'),
    listLanguages(db),
  ]);
  const others = languages.filter((language) => language.is_default !== 1);
  return {
    flash_sale: {
      ...saleView(row, figures(id), isoAt(clock)),
      translations: Object.fromEntries(others.map((language) => [language.name, names[language.name] ?? null])),
    },
    languages: languages.map((language) => ({ ...language, is_default: language.is_default === 1 })),
  };
}

/** `GET /staff/promotions/flash-sales/{id}/entries`: a page of the sale's products, each with its shop and what it sold. */
export async function flashEntriesPage(
  db: Db,
  id: number,
  query: z.output<typeof staffFlashEntriesQuerySchema>,
): Promise<StaffFlashEntriesResponse> {
  if (!(await findSaleRow(db, id))) throw AppError.notFound('Flash sale');
  const [figures, rows] = await Promise.all([
    shopFiguresBySale(db, undefined, [id]),
    shopEntryPage(db, undefined, id, pageOf(query)),
  ]);
  const revenue = await revenueOfEntries(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: figures(id).entries,
    entries: rows.map((row) => ({
      ...toEntry(row, revenue.get(row.id) ?? 0),
      id: row.id,
      shop: { id: row.shop_id, name: row.shop_name },
    })),
  };
}
