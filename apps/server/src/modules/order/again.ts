import type { AppContext } from '../../app-context.ts';
import { withCustomerLock } from '../../db/customer-lock.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { emptyBuyNow, insertCartLines } from '../cart/line-queries.ts';
import { type Placed, placeInTransaction, placementChecks } from './place.ts';
import { findOrderToRepeat, repeatableLines } from './queries.ts';

/**
 * `POST /place-order/again`: a new order of the same products, quantities, shop and address at
 * today's prices and stock. The lines go through the buy-now slot (replacing what it held), so
 * the new order is priced, stocked and recorded exactly like any other; the cart is untouched.
 */
export async function placeAgain(
  ctx: AppContext,
  userId: number,
  body: { order_id: number; payment_method?: string | undefined },
): Promise<Placed> {
  const order = await findOrderToRepeat(ctx.db, userId, body.order_id);
  if (!order) throw AppError.notFound('Order');
  const input = {
    shopIds: [order.shop_id],
    addressId: order.address_id,
    paymentMethod: body.payment_method ?? order.payment_method,
    couponCode: null,
    note: order.note,
    buyNow: true,
  };
  const checked = await placementChecks(ctx, userId, input);
  const now = isoAt(ctx.clock);
  const placed = await withCustomerLock(ctx.db, userId, async (trx) => {
    const lines = await repeatableLines(trx, order.id);
    if (lines.length === 0) throw new AppError(422, 'The products of this order are no longer available.');
    await emptyBuyNow(trx, userId);
    await insertCartLines(
      trx,
      lines.map((line) => ({
        user_id: userId,
        product_id: line.product_id,
        shop_id: line.shop_id,
        quantity: line.quantity,
        size_id: line.size_id,
        color_id: line.color_id,
        unit_id: line.unit_id,
        is_buy_now: 1,
        created_at: now,
        updated_at: now,
      })),
    );
    return placeInTransaction(ctx, trx, userId, input, checked);
  });
  // As Place Order: cached catalogue answers must not show the stock before this order.
  catalogChanged(placed.pricesMoved ? 'listing' : 'figures');
  return placed;
}
