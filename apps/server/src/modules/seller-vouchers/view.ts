import type { SellerVoucher } from '@souk/contract';
import { toVoucher } from '../voucher/service.ts';
import type { VoucherRow } from './queries.ts';

/** A voucher as the owner reads it: its terms as shoppers are shown them, then its limits, dates and state. */
export function voucherView(row: VoucherRow): SellerVoucher {
  const { id, code, discount_type, discount, min_order_amount, max_discount_amount, limit_for_user } = toVoucher(
    row,
    false,
  );
  return {
    id,
    code,
    discount_type,
    discount,
    min_order_amount,
    max_discount_amount,
    limit_for_user,
    total_limit: row.total_limit,
    used_count: row.used_count,
    starts_at: row.started_at,
    ends_at: row.expired_at,
    is_paused: row.is_active !== 1,
    state: row.state,
  };
}
