import { endpoints } from '@souk/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const CONVERSATIONS_SHOWN = 50;
const MESSAGES_PER_PAGE = 30;

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (search: string) => ['conversations', 'list', search] as const,
  thread: (userId: number) => ['conversations', 'thread', userId] as const,
};

/** The shop's conversations, latest first, with what each shopper wrote that the shop has not read. */
export function useConversations(search: string) {
  return useQuery({
    queryKey: conversationKeys.list(search),
    queryFn: () => api(endpoints.sellerChat.conversations, { query: { search, per_page: CONVERSATIONS_SHOWN } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One shopper's thread, a page of the latest messages at a time, earlier pages on asking. The
 * server marks the shopper's messages read as it answers, so the unread counts are read again.
 */
export function useThread(userId: number) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(userId),
    queryFn: async ({ pageParam }) => {
      const page = await api(endpoints.sellerChat.messages, {
        query: { user_id: userId, page: pageParam, per_page: MESSAGES_PER_PAGE },
      });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list('') });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * MESSAGES_PER_PAGE < last.total ? pages.length + 1 : undefined),
  });
}

export function useSendMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api(endpoints.sellerChat.sendMessage, { body: { user_id: userId, message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
