import { shopperEndpoints as endpoints } from '@souk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { chatKeys } from '../keys.ts';

/**
 * Tells the server the shopper has seen the shop's messages, for one that arrived in the thread on
 * screen (POST /mark-messages-seen); the unread count it answers goes into the cache. A failure is
 * only logged (docs/features/chat.md#when-something-fails).
 */
export function markShopSeen(queryClient: QueryClient, shopId: number): void {
  api(endpoints.chat.markSeen, { body: { shop_id: shopId } })
    .then((unread) => queryClient.setQueryData(chatKeys.unread(), unread))
    .catch((error: unknown) => console.error('Failed to mark messages seen:', error));
}
