import type { Db } from '../../db/database.ts';
import { revenueByEntry, shopEntryCounts, shopRevenueBySale } from './queries.ts';
import { shopWaitingCounts } from './request-queries.ts';
import type { ShopFigures } from './views.ts';

/**
 * The shop's entries, flash units sold, revenue and requests waiting in each of `saleIds` (three
 * grouped queries), as a lookup by sale (zeros for a sale the shop is not in); every shop's
 * without `shopId`.
 */
export async function shopFiguresBySale(
  db: Db,
  shopId: number | undefined,
  saleIds: number[],
): Promise<(saleId: number) => ShopFigures> {
  const [counts, revenues, waiting] =
    saleIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          shopEntryCounts(db, shopId, saleIds),
          shopRevenueBySale(db, shopId, saleIds),
          shopWaitingCounts(db, shopId, saleIds),
        ]);
  const countOf = new Map(counts.map((row) => [row.flash_sale_id, row]));
  const revenueOf = new Map(revenues.map((row) => [row.flash_sale_id, row.revenue]));
  const waitingOf = new Map(waiting.map((row) => [row.flash_sale_id, row.pending]));
  return (saleId) => ({
    entries: Number(countOf.get(saleId)?.entries ?? 0),
    sold: Number(countOf.get(saleId)?.sold ?? 0),
    revenue: Number(revenueOf.get(saleId) ?? 0),
    pending: Number(waitingOf.get(saleId) ?? 0),
  });
}

/** What each of the entries `entryIds` sold for (minor units; none for one that sold nothing). */
export async function revenueOfEntries(db: Db, entryIds: number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await revenueByEntry(db, entryIds);
  return new Map(rows.map((row) => [Number(row.flash_sale_product_id), Number(row.revenue ?? 0)]));
}
