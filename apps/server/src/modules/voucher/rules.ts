import { fromMinor } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { formatRequestMoney } from '../settings/request-currency.ts';
import { assignedShopIds, type VoucherRow, usesByUser } from './queries.ts';

/**
 * Why `voucher` cannot take money off `subtotal` of `shopId`'s order for `userId` right now, or
 * null when it can: the shop's own (or an admin voucher assigned to the shop), active, in date
 * by the server clock, not used up, used fewer than limit_for_user times, minimum order reached.
 */
export async function voucherProblem(
  db: Db,
  voucher: VoucherRow,
  context: { shopId: number; userId: number; subtotal: number; now: string },
): Promise<string | null> {
  if (voucher.is_active !== 1) return 'This voucher is not active.';
  if (voucher.started_at > context.now) return 'This voucher is not valid yet.';
  if (voucher.expired_at <= context.now) return 'This voucher has expired.';
  const shopIds = voucher.shop_id === null ? await assignedShopIds(db, voucher.id) : [voucher.shop_id];
  if (!shopIds.includes(context.shopId)) return 'This voucher is not valid for this shop.';
  if (voucher.total_limit !== null && voucher.used_count >= voucher.total_limit) {
    return 'This voucher has been fully used.';
  }
  if ((await usesByUser(db, voucher.id, context.userId)) >= voucher.limit_for_user) {
    return 'You have already used this voucher as many times as allowed.';
  }
  if (context.subtotal < voucher.min_order_amount) {
    return `This voucher needs a minimum order of ${await formatRequestMoney(db, fromMinor(voucher.min_order_amount))}.`;
  }
  return null;
}
