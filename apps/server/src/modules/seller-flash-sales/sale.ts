import { MAX_LISTED_REQUESTS, type SellerFlashSaleResponse, type sellerFlashSaleQuerySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { translateRows } from '../translations/translations.ts';
import { revenueOfEntries, shopFiguresBySale } from './figures.ts';
import { shopEntryPage } from './queries.ts';
import { shopRequests } from './request-queries.ts';
import { findSale } from './sale-state.ts';
import { toEntry, toRequest, toSellerSale } from './views.ts';

/**
 * `GET /seller/flash-sales/{id}`: an active sale (an ended one too: what it sold), the shop's
 * figures in it, a page of the shop's entries with what each sold for, and the shop's requests
 * (those waiting first, then the latest decided). Other shops' entries are never read.
 */
export async function saleWithEntries(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  saleId: number,
  query: z.output<typeof sellerFlashSaleQuerySchema>,
): Promise<SellerFlashSaleResponse> {
  const shopId = await sellerShopId(db, sellerId);
  const now = isoAt(clock);
  const sale = await findSale(db, saleId);
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const [[named = sale], figures, rows, requests] = await Promise.all([
    translateRows(db, 'flash_sale', [sale], ['name'], (row) => row.id),
    shopFiguresBySale(db, shopId, [saleId]),
    shopEntryPage(db, shopId, saleId, page),
    shopRequests(db, shopId, saleId, MAX_LISTED_REQUESTS),
  ]);
  const revenue = await revenueOfEntries(
    db,
    rows.map((row) => row.id),
  );
  return {
    flash_sale: toSellerSale(named, figures(saleId), now),
    entries: rows.map((row) => toEntry(row, revenue.get(row.id) ?? 0)),
    requests: requests.map(toRequest),
  };
}
