import { fromMinor, LATEST_VOUCHER_USES, type SellerVoucherResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnedVoucher, latestUses, useTotals } from './queries.ts';
import { voucherView } from './view.ts';

/** The shop's voucher `id` with its uses, its state at `now`; another shop's voucher is not found (404). */
export async function ownedVoucher(db: Db, shopId: number, id: number, now: string): Promise<SellerVoucherResponse> {
  const [row, totals, latest] = await Promise.all([
    findOwnedVoucher(db, shopId, id, now),
    useTotals(db, id),
    latestUses(db, id, LATEST_VOUCHER_USES),
  ]);
  if (!row) throw AppError.notFound('Voucher');
  return {
    voucher: voucherView(row),
    uses: {
      count: totals.count,
      customers: totals.customers,
      discount_total: fromMinor(totals.discount),
      latest: latest.map((use) => ({
        order_id: use.order_id,
        order_code: use.order_code,
        customer: { id: use.customer_id, name: use.name },
        discount: fromMinor(use.coupon_discount),
        used_at: use.created_at,
      })),
    },
  };
}
