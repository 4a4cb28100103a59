import type { SellerFlashSalesResponse, sellerFlashSalesQuerySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { translateRows } from '../translations/translations.ts';
import { shopFiguresBySale } from './figures.ts';
import { countJoinableSales, joinableSales } from './queries.ts';
import { toSellerSale } from './views.ts';

/**
 * `GET /seller/flash-sales`: the active sales the shop may join (running, or still to start),
 * the soonest first, named in the request's language, each with the shop's figures in it.
 */
export async function joinableSalesPage(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  query: z.output<typeof sellerFlashSalesQuerySchema>,
): Promise<SellerFlashSalesResponse> {
  const shopId = await sellerShopId(db, sellerId);
  const now = isoAt(clock);
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const [total, rows] = await Promise.all([countJoinableSales(db, now), joinableSales(db, now, page)]);
  const [sales, figures] = await Promise.all([
    translateRows(db, 'flash_sale', rows, ['name'], (sale) => sale.id),
    shopFiguresBySale(
      db,
      shopId,
      rows.map((sale) => sale.id),
    ),
  ]);
  return {
    total,
    flash_sales: sales.map((sale) => toSellerSale(sale, figures(sale.id), now)),
  };
}
