import type { Db } from '../../db/database.ts';
import { findTokenUser } from '../auth/tokens.ts';
import { findOwnedShop } from '../seller/queries.ts';

/** A shopper's chat events: only that shopper may listen. */
export const userChannel = (userId: number) => `private-chat_user_${userId}`;
/** A shop's chat events: only the shop's owner may listen. */
export const shopChannel = (shopId: number) => `private-chat_shop_${shopId}`;

export type ChannelDecision = 'allowed' | 'forbidden' | 'unauthenticated';

/**
 * Who may subscribe to a private chat channel: the customer whose id it names, or the seller
 * who owns the shop it names. Any other channel, or someone else's, is refused.
 */
export async function mayListen(db: Db, token: string | null, channel: string): Promise<ChannelDecision> {
  if (!token) return 'unauthenticated';
  const [customer, seller] = await Promise.all([
    findTokenUser(db, token, 'customer'),
    findTokenUser(db, token, 'seller'),
  ]);
  if (!customer && !seller) return 'unauthenticated';
  const user = /^private-chat_user_(\d+)$/.exec(channel);
  if (user && customer && Number(user[1]) === customer.id) return 'allowed';
  const shop = /^private-chat_shop_(\d+)$/.exec(channel);
  if (shop && seller) {
    const owned = await findOwnedShop(db, seller.id);
    if (owned && Number(shop[1]) === owned.id) return 'allowed';
  }
  return 'forbidden';
}
