import { endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/store.ts';
import { chatKeys } from '../keys.ts';
import { useChatStore } from '../store.ts';

export const getUnreadMessages = (userId: number, signal?: AbortSignal) =>
  api(endpoints.chat.unreadCount, { query: { user_id: userId }, signal });

export const unreadQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnreadMessages(userId, signal),
    retry: false,
  });

/** Keeps the stored unread count (the sidebar badge) in step with the server while signed in. */
export function useUnreadSync(): void {
  const userId = useAuthStore((s) => (s.token ? (s.user?.id ?? null) : null));
  const { data } = useQuery({ ...unreadQueryOptions(userId ?? 0), enabled: userId !== null });
  const setUnread = useChatStore((s) => s.setUnreadMessages);
  useEffect(() => {
    // A failed count is not shown; the last known one stays
    // (docs/features/chat.md#when-something-fails).
    if (data) setUnread(data.unread_messages);
  }, [data, setUnread]);
}
