import { fromMinor, LOW_STOCK_THRESHOLD, type SellerDashboard, type sellerDashboardQuerySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  countLowStock,
  countPendingOrders,
  countPendingQuotes,
  countUnreadConversations,
  lowestStock,
  ordersSince,
} from './dashboard-queries.ts';
import { sellerShopId } from './service.ts';

/** How many of the lowest the dashboard lists; the count says how many more there are. */
const LOW_STOCK_SHOWN = 5;

const DAY_MS = 86_400_000;

/** An instant as stored (ISO UTC): a browser's own offset compares wrongly as text. */
const stored = (instant: string) => new Date(instant).toISOString();

/**
 * `GET /seller/dashboard`: the signed-in owner's shop's figures. Today and the week begin
 * where the browser says (its time zone and week start), else at the server's UTC midnight and
 * seven days back.
 */
export async function sellerDashboard(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  query: z.output<typeof sellerDashboardQuerySchema>,
): Promise<SellerDashboard> {
  const shopId = await sellerShopId(db, sellerId);
  const now = clock.now();
  const todayFrom = query.today_from ? stored(query.today_from) : new Date(now - (now % DAY_MS)).toISOString();
  const weekFrom = query.week_from ? stored(query.week_from) : new Date(now - 7 * DAY_MS).toISOString();
  const [today, week, awaiting, quotes, unread, lowCount, lowest] = await Promise.all([
    ordersSince(db, shopId, todayFrom),
    ordersSince(db, shopId, weekFrom),
    countPendingOrders(db, shopId),
    countPendingQuotes(db, shopId),
    countUnreadConversations(db, shopId),
    countLowStock(db, shopId, LOW_STOCK_THRESHOLD),
    lowestStock(db, shopId, LOW_STOCK_THRESHOLD, LOW_STOCK_SHOWN),
  ]);
  return {
    today: { orders: today.orders, revenue: fromMinor(today.revenue) },
    week: { orders: week.orders, revenue: fromMinor(week.revenue) },
    awaiting_confirmation: awaiting,
    open_quotes: quotes,
    unread_conversations: unread,
    low_stock: {
      threshold: LOW_STOCK_THRESHOLD,
      count: lowCount,
      products: lowest.map((p) => ({ id: p.id, name: p.name, code: p.code, stock: p.quantity })),
    },
  };
}
