import { chatShopChannel, chatUserChannel, type OrderEvent, REALTIME_EVENTS } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { orderParties } from './queries.ts';

/**
 * Tells the other party of each order where it stands, once the change is committed: the
 * shopper when their shop moved it (their order page updates in place), the shop when a
 * shopper placed or cancelled it (the console's lists and dashboard update). Sending never
 * fails the change: the broadcaster swallows a realtime outage, and the pages read the truth
 * on their next load either way.
 */
export async function announceOrders(
  ctx: Pick<AppContext, 'db' | 'realtime'>,
  orderIds: readonly number[],
  to: 'shopper' | 'shop',
): Promise<void> {
  if (orderIds.length === 0) return;
  for (const { id, order_code, order_status, user_id, shop_id } of await orderParties(ctx.db, orderIds)) {
    const event: OrderEvent = { order: { id, order_code, order_status } };
    if (to === 'shopper')
      ctx.realtime.broadcaster.trigger(chatUserChannel(user_id), REALTIME_EVENTS.orderToUser, event);
    else ctx.realtime.broadcaster.trigger(chatShopChannel(shop_id), REALTIME_EVENTS.orderToShop, event);
  }
}
