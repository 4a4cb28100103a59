import type { AppContext } from '../../app-context.ts';
import { withCustomerLock } from '../../db/customer-lock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { type Placed, placeInTransaction, placementChecks } from './place.ts';

/** The order's lines as they can be bought again: products still there, options that still exist. */
async function linesOf(trx: Db, orderId: number) {
  const items = await trx
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('product_sizes as sz', (join) =>
      join.onRef('sz.id', '=', 'i.size_id').onRef('sz.product_id', '=', 'p.id'),
    )
    .leftJoin('product_colors as co', (join) =>
      join.onRef('co.id', '=', 'i.color_id').onRef('co.product_id', '=', 'p.id'),
    )
    .select(['p.id as product_id', 'p.shop_id', 'p.unit_id', 'i.quantity', 'sz.id as size_id', 'co.id as color_id'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  return items;
}

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
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'shop_id', 'address_id', 'payment_method', 'note'])
    .where('id', '=', body.order_id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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
    const lines = await linesOf(trx, order.id);
    if (lines.length === 0) throw new AppError(422, 'The products of this order are no longer available.');
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).where('is_buy_now', '=', 1).execute();
    await trx
      .insertInto('cart_items')
      .values(
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
      )
      .execute();
    return placeInTransaction(ctx, trx, userId, input, checked);
  });
  // As Place Order: cached catalogue answers must not show the stock before this order.
  catalogChanged(placed.pricesMoved ? 'listing' : 'figures');
  return placed;
}
