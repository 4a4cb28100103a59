import { type Conversation, shopperEndpoints as endpoints } from '@souk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CHAT_PAGE_SIZE } from '../chat-rules.ts';
import { chatKeys } from '../keys.ts';
import { type Page, pagedQueryOptions } from './paged.ts';

export type ConversationPage = Page<Conversation>;

export const getConversations = (search: string, page: number, signal?: AbortSignal) =>
  api(endpoints.chat.conversations, { query: { search, page, per_page: CHAT_PAGE_SIZE }, signal });

export const conversationsQueryOptions = (search: string) =>
  pagedQueryOptions(chatKeys.conversationList(search), (page, { signal }) => getConversations(search, page, signal));

/** The shops the shopper talks to, newest conversation first, filtered by `search`. */
export const useConversationsQuery = (search: string) => useInfiniteQuery(conversationsQueryOptions(search));
