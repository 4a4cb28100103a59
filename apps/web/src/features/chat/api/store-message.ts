import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { chatKeys } from '../keys.ts';

export interface StoreMessageInput {
  shopId: number;
  userId: number;
  /** Asking about a product posts it to the shop as a product card. */
  productId?: number;
}

export const storeMessage = ({ shopId, userId, productId }: StoreMessageInput) =>
  api(endpoints.chat.startConversation, {
    body: { shop_id: shopId, user_id: userId, type: 'user', ...(productId ? { product_id: productId } : {}) },
  });

/** Opens (or reopens) the thread with a shop, from the basket or a product page. */
export function useStoreMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeMessage,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.thread(input.shopId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
