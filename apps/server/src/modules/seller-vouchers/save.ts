import { type SellerVoucherResponse, type SellerVoucherValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { sellerShopId } from '../seller/service.ts';
import { findOwnedVoucher, insertVoucher, updateOwnedVoucher, type VoucherRow } from './queries.ts';
import { ownedVoucher } from './voucher.ts';

type Context = Pick<AppContext, 'db' | 'clock'>;

/**
 * The form's columns: money in minor units, a percentage as its whole percent, the instants in
 * UTC as every date is stored (ISO 8601), so they compare as text with the server's clock.
 */
function voucherColumns(body: SellerVoucherValues) {
  return {
    code: body.code,
    discount_type: body.discount_type,
    discount: body.discount_type === 'Amount' ? toMinor(body.discount) : body.discount,
    min_order_amount: toMinor(body.min_order_amount),
    max_discount_amount: body.max_discount_amount === null ? null : toMinor(body.max_discount_amount),
    limit_for_user: body.limit_for_user,
    total_limit: body.total_limit,
    started_at: new Date(body.starts_at).toISOString(),
    expired_at: new Date(body.ends_at).toISOString(),
  };
}
type VoucherColumns = ReturnType<typeof voucherColumns>;

/** Runs a write of the code; a code another voucher holds, whatever its case (even one claimed a moment ago), is a 422. */
async function claimingCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation('code', 'The code has already been taken.');
    throw error;
  }
}

/**
 * What the edit may not do to the voucher as it stands: once used, its code and discount are
 * what its orders were given, and its total limit cannot fall below the uses made.
 */
function editErrors(row: VoucherRow, columns: VoucherColumns): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (row.used_count > 0) {
    const used = (what: string) => [`The ${what} cannot change once the voucher has been used.`];
    if (columns.code !== row.code) errors.code = used('code');
    if (columns.discount_type !== row.discount_type) errors.discount_type = used('discount type');
    else if (columns.discount !== row.discount) errors.discount = used('discount');
  }
  if (columns.total_limit !== null && columns.total_limit < row.used_count) {
    errors.total_limit = [`The total limit must be at least ${row.used_count}, the uses already made.`];
  }
  return errors;
}

/** `POST /seller/vouchers`: a new voucher of the owner's shop, running from its start unless paused later. */
export async function createVoucher(
  ctx: Context,
  sellerId: number,
  body: SellerVoucherValues,
): Promise<SellerVoucherResponse> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const now = isoAt(ctx.clock);
  const columns = voucherColumns(body);
  // A voucher born ended would only clutter the list; an edit may still end one early.
  if (columns.expired_at <= now) throw AppError.validation('ends_at', 'The end must be in the future.');
  const id = await claimingCode(() => insertVoucher(ctx.db, { ...columns, shop_id: shopId, is_active: 1 }));
  return ownedVoucher(ctx.db, shopId, id, now);
}

/**
 * `PUT /seller/vouchers/{id}`: the form saved over the shop's voucher. The write tests the rules
 * on a used voucher itself, so a use booked at the same moment either comes first (and the edit
 * is refused) or after; when it does not write, the voucher as it now stands says why, field
 * by field.
 */
export async function updateVoucher(
  ctx: Context,
  sellerId: number,
  id: number,
  body: SellerVoucherValues,
): Promise<SellerVoucherResponse> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const now = isoAt(ctx.clock);
  const columns = voucherColumns(body);
  if (!(await claimingCode(() => updateOwnedVoucher(ctx.db, shopId, id, columns)))) {
    const row = await findOwnedVoucher(ctx.db, shopId, id, now);
    if (!row) throw AppError.notFound('Voucher');
    const errors = editErrors(row, columns);
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    // The last use was given back (a cancelled order) between the write and this read.
    throw new AppError(409, 'The voucher changed while it was being saved. Please save again.');
  }
  return ownedVoucher(ctx.db, shopId, id, now);
}
