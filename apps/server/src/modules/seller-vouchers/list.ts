import { type SellerVouchersResponse, type sellerVouchersQuerySchema, voucherStates } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { stateCounts, voucherPage } from './queries.ts';
import { voucherView } from './view.ts';

/**
 * `GET /seller/vouchers`: a page of the owner's shop's vouchers, newest first, of one state
 * (by the server's clock) and searched by code, with every state's count for the tabs.
 */
export async function voucherTable(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  query: z.output<typeof sellerVouchersQuerySchema>,
): Promise<SellerVouchersResponse> {
  const shopId = await sellerShopId(db, sellerId);
  const now = isoAt(clock);
  const wanted = { shopId, now, state: query.state, search: query.search ?? undefined };
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const [{ rows, total }, counts] = await Promise.all([voucherPage(db, wanted, page), stateCounts(db, shopId, now)]);
  return {
    total,
    counts: Object.fromEntries(
      voucherStates.map((state) => [state, counts.get(state) ?? 0]),
    ) as SellerVouchersResponse['counts'],
    vouchers: rows.map(voucherView),
  };
}
