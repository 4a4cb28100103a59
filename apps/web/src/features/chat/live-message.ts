import type { ChatMessage } from '@souk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { markShopSeen } from './api/mark-seen.ts';
import { chatKeys } from './keys.ts';
import { type Conversations, conversationsWith, type Thread, threadWith } from './thread-cache.ts';

/** Whether the shop's thread is on screen (the messages screen or the side panel shows it). */
const threadShown = (queryClient: QueryClient, shopId: number) =>
  queryClient
    .getQueryCache()
    .find({ queryKey: chatKeys.thread(shopId), exact: true })
    ?.isActive() ?? false;

/**
 * Puts a message into the conversations' cached lists, as its shop's last; a list that does not
 * hold the shop's conversation (a new one, or one on a page not loaded) is asked for again.
 */
export function noteInConversations(queryClient: QueryClient, message: ChatMessage, seen: boolean): void {
  for (const [key, list] of queryClient.getQueriesData<Conversations>({ queryKey: chatKeys.conversations() })) {
    const next = list && conversationsWith(list, message, seen);
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/**
 * A shop's message heard live (docs/features/chat.md#live-messages) goes into the cache as it
 * came, rather than have the thread, the conversations and the count asked for again. A thread on
 * screen shows it at once, and the server is told it was seen. A thread cached but not on screen
 * takes it too, and is read again when it next shows, which marks it seen; until then the message
 * counts as unread. A thread still loading, or reloading, when the message came may answer without
 * it, so it is asked for again.
 */
export function takeLiveMessage(queryClient: QueryClient, message: ChatMessage): void {
  const shopId = message.shop.id;
  const key = chatKeys.thread(shopId);
  const seen = threadShown(queryClient, shopId);
  const state = queryClient.getQueryState<Thread>(key);
  const reread = !state?.data || state.fetchStatus === 'fetching';
  if (state?.data) queryClient.setQueryData<Thread>(key, (thread) => thread && threadWith(thread, message));
  // Asked again at once if on screen; otherwise only marked old, for when it next shows.
  if (reread || !seen) void queryClient.invalidateQueries({ queryKey: key });
  noteInConversations(queryClient, message, seen);
  if (seen) {
    if (!reread) markShopSeen(queryClient, shopId);
    return;
  }
  const unread = queryClient.getQueryData<{ unread_messages: number }>(chatKeys.unread());
  if (unread) queryClient.setQueryData(chatKeys.unread(), { unread_messages: unread.unread_messages + 1 });
  else void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
}
