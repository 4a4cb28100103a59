import type { ChatMessage, Conversation } from '@souk/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from './api/paged.ts';

/** A thread as its query caches it: pages of 20, each newest first, the newest page first. */
export type Thread = InfiniteData<Page<ChatMessage>, number>;
/** The shops the shopper talks to as their query caches them: newest conversation first. */
export type Conversations = InfiniteData<Page<Conversation>, number>;

/** Replaces the newest page's messages through `change`; other pages stay as they are. */
export const withFirstPage = (thread: Thread | undefined, change: (data: ChatMessage[]) => ChatMessage[]) =>
  thread && thread.pages[0]
    ? { ...thread, pages: [{ ...thread.pages[0], data: change(thread.pages[0].data) }, ...thread.pages.slice(1)] }
    : thread;

/**
 * The thread with `message` in it, once: a message the thread holds already (by id) leaves it as
 * it is. It goes in the newest page, before the messages older than it (by id; a pending message,
 * not numbered yet, stays newest), and every page counts one more message in the thread.
 */
export function threadWith(thread: Thread, message: ChatMessage): Thread {
  if (thread.pages.some((page) => page.data.some((m) => m.id === message.id))) return thread;
  const counted = { ...thread, pages: thread.pages.map((page) => ({ ...page, total: page.total + 1 })) };
  return withFirstPage(counted, (data) => {
    const older = data.findIndex((m) => m.id > 0 && m.id < message.id);
    return older === -1 ? [...data, message] : [...data.slice(0, older), message, ...data.slice(older)];
  })!;
}

/**
 * The conversations with `message` as the last of its shop's conversation, which goes first (the
 * newest); a shop's message the shopper has not `seen` counts as unread on it, and a shopper's
 * counts as unread by the shop. Null when the list does not hold that shop's conversation.
 */
export function conversationsWith(list: Conversations, message: ChatMessage, seen: boolean): Conversations | null {
  const found = list.pages.flatMap((page) => page.data).find((c) => c.shop.id === message.shop.id);
  if (!found) return null;
  const fromShop = message.type === 'shop';
  // Seeing a shop's message marks all the shop's messages seen (api/mark-seen.ts).
  const unreadShop = fromShop ? (seen ? 0 : found.unread_message_shop + 1) : found.unread_message_shop;
  const updated: Conversation = {
    ...found,
    last_message: message.message,
    last_message_time: message.created_at,
    unread_message_shop: unreadShop,
    unread_message_user: found.unread_message_user + (fromShop ? 0 : 1),
    is_read: unreadShop === 0,
  };
  const pages = list.pages.map((page, index) => {
    const rest = page.data.filter((c) => c.id !== found.id);
    return { ...page, data: index === 0 ? [updated, ...rest] : rest };
  });
  return { ...list, pages };
}
