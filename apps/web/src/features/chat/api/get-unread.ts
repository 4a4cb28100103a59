import { shopperEndpoints as endpoints } from '@souk/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { onAnswer, rememberedAnswer } from '../../../lib/remembered-answer.ts';
import { useAuthStore } from '../../auth/index.ts';
import { chatKeys } from '../keys.ts';

const getUnreadMessages = (userId: number, signal?: AbortSignal) =>
  api(endpoints.chat.unreadCount, { query: { user_id: userId }, signal });

type Unread = Awaited<ReturnType<typeof getUnreadMessages>>;

/** The last count, which a returning shopper's badges show until the server answers. */
const rememberedUnread = rememberedAnswer<Unread>('chat-unread');

const unreadQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnreadMessages(userId, signal),
    retry: false,
  });

const signedInUser = () => (useAuthStore.getState().token ? (useAuthStore.getState().user?.id ?? null) : null);

/**
 * Messages from shops the shopper has not read (the badges); 0 while signed out. Until the server
 * answers, and when it fails, the last count stays (docs/features/chat.md#when-something-fails).
 */
export function useUnreadCount(): number {
  const userId = useAuthStore((s) => (s.token ? (s.user?.id ?? null) : null));
  const { data } = useQuery({ ...unreadQueryOptions(userId ?? 0), enabled: userId !== null });
  return (data ?? rememberedUnread.read(userId))?.unread_messages ?? 0;
}

/** Remembers every count the cache takes, for the shopper's next page. */
export const followUnread = (queryClient: QueryClient) =>
  onAnswer<Unread>(queryClient, chatKeys.unread(), (unread) => {
    const owner = signedInUser();
    if (owner !== null) rememberedUnread.write(owner, unread);
  });

/** The session ended: threads, conversations and the count go, the remembered count too. */
export function forgetChat(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: chatKeys.all });
  rememberedUnread.forget();
}
