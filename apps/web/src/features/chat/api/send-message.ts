import { type ChatMessage, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { chatKeys } from '../keys.ts';
import { noteInConversations } from '../live-message.ts';
import { type Thread, withFirstPage } from '../thread-cache.ts';

export const sendMessage = (shopId: number, message: string) =>
  api(endpoints.chat.sendMessage, { body: { shop_id: shopId, message, type: 'user' } });

/**
 * Sends a message to a shop. It is shown at once (docs/features/chat.md#sending) as a pending
 * message that the server's copy replaces, and becomes its conversation's last; if sending fails
 * it disappears again, and nothing else is shown (docs/features/chat.md#when-something-fails).
 */
export function useSendMessage(shopId: number) {
  const queryClient = useQueryClient();
  const key = chatKeys.thread(shopId);
  return useMutation({
    mutationFn: (text: string) => sendMessage(shopId, text),
    onMutate: async (text) => {
      await queryClient.cancelQueries({ queryKey: key });
      const pending = pendingMessage(text, queryClient.getQueryData<Thread>(key)?.pages[0]?.data[0], shopId);
      queryClient.setQueryData<Thread>(key, (thread) =>
        thread
          ? withFirstPage(thread, (data) => [pending, ...data])
          : { pages: [{ total: 1, data: [pending] }], pageParams: [1] },
      );
      return { pendingId: pending.id };
    },
    onSuccess: ({ message }, _text, context) => {
      queryClient.setQueryData<Thread>(key, (thread) =>
        withFirstPage(thread, (data) => data.map((m) => (m.id === context.pendingId ? message : m))),
      );
      noteInConversations(queryClient, message, true);
    },
    onError: (error, _text, context) => {
      console.error('Failed to send message:', error);
      queryClient.setQueryData<Thread>(key, (thread) =>
        withFirstPage(thread, (data) => data.filter((m) => m.id !== context?.pendingId)),
      );
    },
  });
}

let pendingSeq = 0;

/** The shopper's message as it will look, until the server answers (negative id: never a real one). */
function pendingMessage(text: string, newest: ChatMessage | undefined, shopId: number): ChatMessage {
  const user = useAuthStore.getState().user;
  pendingSeq += 1;
  return {
    id: -pendingSeq,
    shop: newest?.shop ?? { id: shopId, name: '', logo: '', rating: 0, last_online: null },
    user: {
      id: user?.id ?? 0,
      name: user?.name ?? '',
      profile_photo: user?.profile_photo ?? null,
      last_online: null,
    },
    product: null,
    type: 'user',
    message: text,
    is_seen: false,
    created_at: new Date().toISOString(),
    shop_active_status: newest?.shop_active_status ?? false,
    user_active_status: true,
  };
}
