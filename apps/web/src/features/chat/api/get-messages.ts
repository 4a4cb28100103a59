import { type ChatMessage, endpoints } from '@souk/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { CHAT_PAGE_SIZE } from '../chat-rules.ts';
import { chatKeys } from '../keys.ts';
import { type Page, pagedQueryOptions } from './paged.ts';

export type MessagePage = Page<ChatMessage>;

export const getMessages = (shopId: number, page: number, signal?: AbortSignal) =>
  api(endpoints.chat.messages, { query: { shop_id: shopId, page, per_page: CHAT_PAGE_SIZE }, signal });

export const threadQueryOptions = (shopId: number) =>
  pagedQueryOptions(chatKeys.thread(shopId), (page, signal) => getMessages(shopId, page, signal));

/**
 * One shop's thread, newest page first. Reading it marks the shop's messages seen on the
 * server, so each load refreshes the unread count and the conversations' badges.
 */
export function useThreadQuery(shopId: number) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(threadQueryOptions(shopId));
  const { dataUpdatedAt, error } = query;
  useEffect(() => {
    if (!dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  }, [dataUpdatedAt, queryClient]);
  useEffect(() => {
    // A failed message fetch is only logged (docs/features/chat.md#when-something-fails).
    if (error) console.error('Failed to load messages:', error);
  }, [error]);
  return query;
}
