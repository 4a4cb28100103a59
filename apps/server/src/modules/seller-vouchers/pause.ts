import type { SellerVoucherResponse } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { setOwnedVoucherActive } from './queries.ts';
import { ownedVoucher } from './voucher.ts';

/**
 * `POST /seller/vouchers/{id}/pause`: a paused voucher is neither listed to shoppers, nor
 * collected, nor applied at checkout (each reads `is_active` as it answers, uncached); resuming
 * gives it back its dates and limits as they were.
 */
export async function pauseVoucher(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  id: number,
  paused: boolean,
): Promise<SellerVoucherResponse> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  if (!(await setOwnedVoucherActive(ctx.db, shopId, id, !paused))) throw AppError.notFound('Voucher');
  return ownedVoucher(ctx.db, shopId, id, isoAt(ctx.clock));
}
