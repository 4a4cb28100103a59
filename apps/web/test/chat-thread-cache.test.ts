import type { ChatMessage, Conversation } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { type Conversations, conversationsWith, type Thread, threadWith } from '../src/features/chat/thread-cache.ts';

const message = (id: number, shopId = 7, type: 'shop' | 'user' = 'shop') =>
  ({
    id,
    shop: { id: shopId, name: `Shop ${shopId}` },
    type,
    message: `text ${id}`,
    created_at: `2026-12-01 10:00:${id}`,
  }) as ChatMessage;

const thread = (...pages: number[][]): Thread => ({
  pages: pages.map((ids) => ({ total: 50, data: ids.map((id) => message(id)) })),
  pageParams: pages.map((_, index) => index + 1),
});

const ids = (t: Thread) => t.pages.map((page) => page.data.map((m) => m.id));

// docs/features/chat.md#live-messages
describe('threadWith (a message heard live goes into the cached thread)', () => {
  it('puts a new message first in the newest page and counts it in every page', () => {
    const next = threadWith(thread([5, 4], [3, 2]), message(9));
    expect(ids(next)).toEqual([
      [9, 5, 4],
      [3, 2],
    ]);
    expect(next.pages.map((page) => page.total)).toEqual([51, 51]);
  });

  it('keeps a message once when it is heard again or the thread already has it', () => {
    const once = threadWith(thread([5, 4]), message(9));
    expect(threadWith(once, message(9))).toBe(once);
    const loaded = thread([5, 4], [3, 2]);
    expect(threadWith(loaded, message(3))).toBe(loaded);
  });

  it('keeps the order by id when messages arrive out of turn, with a pending one staying newest', () => {
    const pending = { ...message(-1), type: 'user' as const };
    const withPending: Thread = { ...thread([8, 5]), pages: [{ total: 3, data: [pending, message(8), message(5)] }] };
    expect(ids(threadWith(withPending, message(6)))).toEqual([[-1, 8, 6, 5]]);
    expect(ids(threadWith(withPending, message(9)))).toEqual([[-1, 9, 8, 5]]);
    expect(ids(threadWith(thread([8, 5]), message(2)))).toEqual([[8, 5, 2]]);
  });
});

const conversation = (id: number, shopId: number, unread = 0): Conversation =>
  ({
    id,
    shop: { id: shopId, name: `Shop ${shopId}` },
    last_message: 'earlier',
    last_message_time: '2026-11-30 09:00:00',
    is_read: unread === 0,
    unread_message_user: 0,
    unread_message_shop: unread,
  }) as Conversation;

const list = (...pages: Conversation[][]): Conversations => ({
  pages: pages.map((data) => ({ total: 40, data })),
  pageParams: pages.map((_, index) => index + 1),
});

describe('conversationsWith (the conversation list follows a new message)', () => {
  const loaded = list([conversation(1, 3), conversation(2, 5, 1)], [conversation(3, 7)]);

  it("makes the message its shop's last and moves that conversation first", () => {
    const next = conversationsWith(loaded, message(9, 7), false)!;
    expect(next.pages.map((page) => page.data.map((c) => c.id))).toEqual([[3, 1, 2], []]);
    expect(next.pages[0]!.data[0]).toMatchObject({
      last_message: 'text 9',
      last_message_time: '2026-12-01 10:00:9',
      unread_message_shop: 1,
      is_read: false,
    });
  });

  it("counts a shop's message unread unless the shopper sees it, which marks the shop's all seen", () => {
    expect(conversationsWith(loaded, message(9, 5), false)!.pages[0]!.data[0]!.unread_message_shop).toBe(2);
    const seen = conversationsWith(loaded, message(9, 5), true)!.pages[0]!.data[0]!;
    expect(seen).toMatchObject({ unread_message_shop: 0, is_read: true });
  });

  it("counts the shopper's own message as unread by the shop", () => {
    const mine = conversationsWith(loaded, message(9, 3, 'user'), true)!.pages[0]!.data[0]!;
    expect(mine).toMatchObject({ unread_message_user: 1, unread_message_shop: 0, last_message: 'text 9' });
  });

  it('answers null for a shop whose conversation the list does not hold', () => {
    expect(conversationsWith(loaded, message(9, 11), false)).toBeNull();
  });
});
