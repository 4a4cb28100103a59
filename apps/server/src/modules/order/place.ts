import { fromMinor, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { withCustomerLock } from '../../db/customer-lock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { findAddress } from '../address/queries.ts';
import { type Selection, type ShopPart, priceSelection } from '../checkout/pricing.ts';
import { wireTotals } from '../checkout/service.ts';
import { formatRequestMoney } from '../settings/request-currency.ts';
import { readSettings } from '../settings/queries.ts';
import { deleteLines } from '../cart/queries.ts';
import { resolvePaymentMethod } from '../payment/gateways.ts';
import { insertPayment } from '../payment/queries.ts';
import { useVoucher } from './coupon-use.ts';
import {
  accountVerified,
  addHistory,
  insertOrderItems,
  insertOrderRow,
  setOrderCode,
  shopOrderTerms,
} from './queries.ts';
import { takeStock } from './stock.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { announceOrders } from './order-events.ts';

export interface PlaceInput {
  shopIds: readonly number[];
  addressId: number | null;
  paymentMethod: string;
  couponCode: string | null;
  note: string | null;
  buyNow: boolean;
  /** The payable the shopper was shown (default currency); unset: whatever the total is now. */
  expectedPayable?: number | undefined;
}

export interface Placed {
  paymentId: number;
  orderIds: number[];
  paymentUrl: string | null;
  /** A flash price ended with this order: what lists filter and sort by moved, not only stock. */
  pricesMoved: boolean;
}

/** "2-4 days" -> the date 4 days after `now` (Y-m-d), or null when the shop states no days. */
function estimatedDelivery(text: string | null, now: number): string | null {
  const days = Math.max(...(text?.match(/\d+/g) ?? []).map(Number));
  return Number.isFinite(days) ? new Date(now + days * 86_400_000).toISOString().slice(0, 10) : null;
}

/** The checks made before the customer's lock is taken: account and payment method. */
export async function placementChecks(ctx: AppContext, userId: number, input: PlaceInput) {
  const settings = await readSettings(ctx.db);
  if (settings.order_place_account_verify && !(await accountVerified(ctx.db, userId))) {
    throw new AppError(422, 'Please verify your account before placing an order.');
  }
  return { gateway: resolvePaymentMethod(ctx, settings, input.paymentMethod) };
}

/**
 * The order's address as it is now, read under the customer's lock (addresses are written
 * under it too), so a delete racing the order either comes first (422) or waits for it.
 */
async function addressSnapshot(trx: Db, userId: number, addressId: number | null): Promise<string> {
  const address = addressId === null ? undefined : await findAddress(trx, userId, addressId);
  if (!address) throw AppError.validation('address_id', 'The selected address is invalid.');
  const { is_default: _default, id: _id, ...snapshot } = address;
  return JSON.stringify(snapshot);
}

async function insertOrder(
  trx: Db,
  context: { userId: number; paymentId: number; input: PlaceInput; address: string; now: number },
  shop: ShopPart,
  selection: Selection,
): Promise<number> {
  const nowIso = new Date(context.now).toISOString();
  const info = await shopOrderTerms(trx, shop.shopId);
  const coupon = selection.coupon?.shopId === shop.shopId ? selection.coupon.voucher : null;
  const p = shop.pricing;
  const orderId = await insertOrderRow(trx, {
    user_id: context.userId,
    shop_id: shop.shopId,
    payment_id: context.paymentId,
    // Unique placeholder until the id is known; the code is the shop prefix + the id.
    order_code: `new-${context.paymentId}-${shop.shopId}`,
    order_status: 'Pending',
    payment_status: 'Pending',
    payment_method: context.input.paymentMethod,
    total_amount: p.subtotal,
    discount: shop.rows.reduce(
      (sum, row, i) => sum + ((shop.prices[i]?.list ?? 0) - (shop.prices[i]?.unit ?? 0)) * row.quantity,
      0,
    ),
    tax_amount: p.tax_amount,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_discount: p.coupon_discount,
    delivery_charge: p.delivery_charge,
    payable_amount: p.payable,
    quantity: p.quantity,
    address_id: context.input.addressId,
    address: context.address,
    vat_taxes: JSON.stringify(p.taxes),
    note: context.input.note,
    estimated_delivery_date: estimatedDelivery(info.estimated_delivery_time, context.now),
    created_at: nowIso,
    updated_at: nowIso,
  });
  await setOrderCode(trx, orderId, `#${info.prefix}${String(orderId).padStart(6, '0')}`);
  await addHistory(trx, orderId, 'Pending', context.userId, nowIso);
  if (coupon) await useVoucher(trx, coupon, context.userId, orderId, nowIso);
  return orderId;
}

/**
 * Places the customer's lines of the selected shops in one transaction: prices them from the
 * database, takes stock and flash quantities (never below zero), books the voucher, writes one
 * payment and one order per shop with its lines, and empties those lines from the cart. Any
 * failure rolls all of it back.
 */
export async function placeInTransaction(
  ctx: AppContext,
  trx: Db,
  userId: number,
  input: PlaceInput,
  checked: Awaited<ReturnType<typeof placementChecks>>,
): Promise<Placed> {
  const now = ctx.clock.now();
  const nowIso = isoAt(ctx.clock);
  const address = await addressSnapshot(trx, userId, input.addressId);
  const selection = await priceSelection(trx, {
    userId,
    shopIds: input.shopIds,
    buyNow: input.buyNow,
    couponCode: input.couponCode,
    now: nowIso,
  });
  if (selection.rows.length === 0) throw new AppError(422, 'Your cart has no products from the selected shops.');
  // A code sent that does not apply is refused, rather than the order placed without it.
  if (input.couponCode && selection.couponMessage) {
    throw AppError.validation('coupon_code', selection.couponMessage);
  }
  if (input.expectedPayable !== undefined && toMinor(input.expectedPayable) !== selection.total.payable) {
    throw await totalChanged(trx, input.expectedPayable, selection);
  }
  const takes = selection.shops.flatMap((shop) =>
    shop.rows.map((row, i) => ({
      productId: row.product_id,
      name: row.name,
      quantity: row.quantity,
      flash: shop.prices[i]?.flash ?? false,
    })),
  );
  const { flashRows, pricesMoved } = await takeStock(trx, takes, nowIso);
  const paymentId = await insertPayment(trx, {
    user_id: userId,
    method: input.paymentMethod,
    amount: selection.total.payable,
    status: 'Pending',
    paid_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  });
  const orderIds: number[] = [];
  for (const shop of selection.shops) {
    const context = { userId, paymentId, input, address, now };
    const orderId = await insertOrder(trx, context, shop, selection);
    await insertItems(trx, orderId, shop, flashRows);
    orderIds.push(orderId);
  }
  await deleteLines(
    trx,
    userId,
    selection.rows.map((r) => r.cart_id),
  );
  return {
    paymentId,
    orderIds,
    paymentUrl: checked.gateway?.paymentUrl(paymentId) ?? null,
    pricesMoved,
  };
}

/** A total other than the one the shopper saw is not charged: the refusal carries the new totals. */
async function totalChanged(trx: Db, shown: number, selection: Selection): Promise<AppError> {
  const [before, now] = await Promise.all([
    formatRequestMoney(trx, shown),
    formatRequestMoney(trx, fromMinor(selection.total.payable)),
  ]);
  const message = `The total changed from ${before} to ${now}. Please check your order and place it again.`;
  return new AppError(422, message, { expected_payable: [message] }, undefined, {
    checkout: wireTotals(selection.total),
  });
}

async function insertItems(trx: Db, orderId: number, shop: ShopPart, flashRows: Map<number, number>) {
  await insertOrderItems(
    trx,
    shop.rows.map((row, i) => ({
      order_id: orderId,
      product_id: row.product_id,
      name: row.name,
      brand: row.brand,
      thumbnail: row.thumbnail,
      size_id: row.size_id,
      size_name: row.size_name,
      color_id: row.color_id,
      color_name: row.color_name,
      unit_id: row.unit_id,
      unit_name: row.unit_name,
      list_price: shop.prices[i]?.list ?? 0,
      unit_price: shop.prices[i]?.unit ?? 0,
      quantity: row.quantity,
      flash_sale_product_id: shop.prices[i]?.flash ? (flashRows.get(row.product_id) ?? null) : null,
      quote_id: shop.prices[i]?.quoteId ?? null,
    })),
  );
}

/** `POST /place-order`. */
export async function placeOrder(ctx: AppContext, userId: number, input: PlaceInput): Promise<Placed> {
  const checked = await placementChecks(ctx, userId, input);
  // One order at a time per customer: a second press finds the cart the first one emptied.
  const placed = await withCustomerLock(ctx.db, userId, (trx) => placeInTransaction(ctx, trx, userId, input, checked));
  // Stock (and flash-sale stock left) changed: cached catalogue answers must not show the old.
  catalogChanged(placed.pricesMoved ? 'listing' : 'figures');
  await announceOrders(ctx, placed.orderIds, 'shop');
  return placed;
}
