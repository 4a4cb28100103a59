import { type ChatMessage, shopperEndpoints as endpoints } from '@souk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { CHAT_PAGE_SIZE } from '../chat-rules.ts';
import { chatKeys } from '../keys.ts';
import { type Page, pagedQueryOptions } from './paged.ts';

export type MessagePage = Page<ChatMessage>;

export const getMessages = (shopId: number, page: number, signal?: AbortSignal) =>
  api(endpoints.chat.messages, { query: { shop_id: shopId, page, per_page: CHAT_PAGE_SIZE }, signal });

/**
 * One shop's thread, newest page first. Reading it marks the shop's messages seen on the server,
 * so each read of its newest page (a load, or a reload) refreshes the unread count and the
 * conversations' badges; the older pages come after it, when all is seen already.
 */
export const threadQueryOptions = (shopId: number) =>
  pagedQueryOptions(chatKeys.thread(shopId), async (page, { signal, client }) => {
    const answer = await getMessages(shopId, page, signal);
    if (page === 1) {
      void client.invalidateQueries({ queryKey: chatKeys.unread() });
      void client.invalidateQueries({ queryKey: chatKeys.conversations() });
    }
    return answer;
  });

export function useThreadQuery(shopId: number) {
  const query = useInfiniteQuery(threadQueryOptions(shopId));
  const { error } = query;
  useEffect(() => {
    // A failed message fetch is only logged (docs/features/chat.md#when-something-fails).
    if (error) console.error('Failed to load messages:', error);
  }, [error]);
  return query;
}
