import type { StaffFlashRequest, StaffFlashRequestsResponse, staffFlashRequestsQuerySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { saleStatus } from '../seller-flash-sales/sale-state.ts';
import { toRequest } from '../seller-flash-sales/views.ts';
import { requestCounts, staffRequest, staffRequestPage, type StaffRequestRow } from './request-queries.ts';

type Context = Pick<AppContext, 'db' | 'clock'>;

function requestView(row: StaffRequestRow, now: string): StaffFlashRequest {
  return {
    ...toRequest(row),
    shop: { id: row.shop_id, name: row.shop_name },
    flash_sale: { id: row.flash_sale_id, name: row.sale_name, status: saleStatus(row, now) },
    decided_by: row.decided_by_name,
  };
}

/** `GET /staff/promotions/flash-sale-requests`: a page of the requests of one status, of one sale or all. */
export async function flashRequestsPage(
  { db, clock }: Context,
  query: z.output<typeof staffFlashRequestsQuerySchema>,
): Promise<StaffFlashRequestsResponse> {
  const now = isoAt(clock);
  const filter = { status: query.status, saleId: query.flash_sale_id };
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const [counts, rows] = await Promise.all([requestCounts(db, filter.saleId), staffRequestPage(db, filter, page)]);
  return { total: counts[query.status], counts, requests: rows.map((row) => requestView(row, now)) };
}

/** One request as staff read it (404 for an unknown one). */
export async function flashRequestView({ db, clock }: Context, id: number): Promise<StaffFlashRequest> {
  const row = await staffRequest(db, id);
  if (!row) throw AppError.notFound('Flash sale request');
  return requestView(row, isoAt(clock));
}
