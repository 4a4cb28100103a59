import { parseChatChannel, shopperRealtimeUser, shopRealtimeUser, supportStaffChannel } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { findTokenUser } from '../auth/tokens.ts';
import { MAX_WATCHLIST } from '../../realtime/watchlists.ts';
import { findOwnedShop } from '../seller/queries.ts';
import { latestCounterparts } from './queries.ts';

export type ChannelDecision = 'allowed' | 'forbidden' | 'unauthenticated';

/**
 * Who may subscribe to a private chat channel: the customer whose id it names, or the seller
 * who owns the shop it names (a conversation names both: either may). Platform staff's channel
 * takes only a staff token (seller scope, role 'admin'). Any other channel, or someone else's,
 * is refused.
 */
export async function mayListen(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  token: string | null,
  channel: string,
): Promise<ChannelDecision> {
  const { customer, seller } = await tokenUsers(db, clock, token);
  if (!customer && !seller) return 'unauthenticated';
  if (channel === supportStaffChannel) return seller?.role === 'admin' ? 'allowed' : 'forbidden';
  const named = parseChatChannel(channel);
  if (!named) return 'forbidden';
  if (named.kind !== 'shop' && customer && named.userId === customer.id) return 'allowed';
  if (named.kind !== 'user' && seller) {
    const owned = await findOwnedShop(db, seller.id);
    if (owned && named.shopId === owned.id) return 'allowed';
  }
  return 'forbidden';
}

/**
 * Who a bearer token's realtime connection signs in as (`pusher.signin()`), and whose online
 * status it watches: a shopper, the shops of their latest conversations; a shop's owner, as
 * the shop, the shoppers of its latest conversations.
 */
export async function realtimeIdentity({ db, clock }: Pick<AppContext, 'db' | 'clock'>, token: string | null) {
  const { customer, seller } = await tokenUsers(db, clock, token);
  if (customer) {
    const shops = await latestCounterparts(db, { userId: customer.id }, MAX_WATCHLIST);
    return { id: shopperRealtimeUser(customer.id), name: customer.name, watchlist: shops.map(shopRealtimeUser) };
  }
  if (!seller) return undefined;
  const shop = await findOwnedShop(db, seller.id);
  // An owner whose shop is not set up yet signs in as themselves, watching no one.
  if (!shop) return { id: shopperRealtimeUser(seller.id), name: seller.name, watchlist: [] };
  const shoppers = await latestCounterparts(db, { shopId: shop.id }, MAX_WATCHLIST);
  return { id: shopRealtimeUser(shop.id), name: shop.name, watchlist: shoppers.map(shopperRealtimeUser) };
}

async function tokenUsers(db: Db, clock: Clock, token: string | null) {
  if (!token) return { customer: undefined, seller: undefined };
  const [customer, seller] = await Promise.all([
    findTokenUser(db, token, 'customer', clock),
    findTokenUser(db, token, 'seller', clock),
  ]);
  return { customer, seller };
}
