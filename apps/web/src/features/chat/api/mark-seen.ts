import { shopperEndpoints as endpoints } from '@souk/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * Tells the server the shopper has seen the shop's messages, for one that arrived in the thread on
 * screen. Reading any page of a thread is what marks them seen (GET /get-message), so this reads
 * the least it can: one message, which nothing shows. A failure is only logged
 * (docs/features/chat.md#when-something-fails).
 */
export function markShopSeen(shopId: number): void {
  api(endpoints.chat.messages, { query: { shop_id: shopId, page: 1, per_page: 1 } }).catch((error: unknown) =>
    console.error('Failed to mark messages seen:', error),
  );
}
