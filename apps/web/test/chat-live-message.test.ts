import type { ChatMessage, Conversation } from '@souk/contract';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { chatKeys as ChatKeys } from '../src/features/chat/keys.ts';
import type { takeLiveMessage as TakeLiveMessage } from '../src/features/chat/live-message.ts';
import type { Conversations, Thread } from '../src/features/chat/thread-cache.ts';
import { browserGlobals } from './helpers/browser-globals.ts';

const { requests } = browserGlobals({ total: 0, data: [] });
let chatKeys: typeof ChatKeys;
let takeLiveMessage: typeof TakeLiveMessage;
beforeAll(async () => {
  ({ chatKeys } = await import('../src/features/chat/keys.ts'));
  ({ takeLiveMessage } = await import('../src/features/chat/live-message.ts'));
});

const SHOP = 7;
const message = (id: number) =>
  ({
    id,
    shop: { id: SHOP, name: 'Shop' },
    type: 'shop',
    message: `text ${id}`,
    created_at: '2026-12-01 10:00:00',
  }) as ChatMessage;
const thread = (...ids: number[]): Thread => ({
  pages: [{ total: ids.length, data: ids.map(message) }],
  pageParams: [1],
});
const conversations = (shopId: number, unread: number): Conversations => ({
  pages: [{ total: 1, data: [{ id: 1, shop: { id: shopId }, unread_message_shop: unread } as Conversation] }],
  pageParams: [1],
});

/** A cache holding the shop's thread, the conversation list and an unread count of 2. */
function cache(listShop = SHOP) {
  const client = new QueryClient();
  client.setQueryData(chatKeys.thread(SHOP), thread(5, 4));
  client.setQueryData(chatKeys.conversationList(''), conversations(listShop, 2));
  client.setQueryData(chatKeys.unread(), { unread_messages: 2 });
  return client;
}

const newestIds = (client: QueryClient) =>
  client.getQueryData<Thread>(chatKeys.thread(SHOP))!.pages[0]!.data.map((m) => m.id);

// docs/features/chat.md#live-messages
describe('takeLiveMessage (a message heard live goes into the cache as it came)', () => {
  it('shows it in the thread on screen without reading the thread again, and tells the server it was seen', async () => {
    const client = cache();
    let reads = 0;
    // The thread on screen: a component observes it.
    const shown = new InfiniteQueryObserver(client, {
      queryKey: chatKeys.thread(SHOP),
      queryFn: () => {
        reads += 1;
        return thread(5, 4).pages[0]!;
      },
      initialPageParam: 1,
      getNextPageParam: () => undefined,
      staleTime: Infinity,
    });
    const stop = shown.subscribe(() => undefined);
    requests.length = 0;
    takeLiveMessage(client, message(9));
    takeLiveMessage(client, message(9));
    stop();
    expect(newestIds(client)).toEqual([9, 5, 4]);
    expect(reads).toBe(0);
    expect(client.getQueryData(chatKeys.unread())).toEqual({ unread_messages: 2 });
    const row = client.getQueryData<Conversations>(chatKeys.conversationList(''))!.pages[0]!.data[0]!;
    expect(row).toMatchObject({ last_message: 'text 9', unread_message_shop: 0 });
    await expect.poll(() => requests).toEqual(['/api/mark-messages-seen', '/api/mark-messages-seen']);
  });

  it('counts it unread when the thread is not on screen, which is read again when it next shows', () => {
    const client = cache();
    requests.length = 0;
    takeLiveMessage(client, message(9));
    expect(newestIds(client)).toEqual([9, 5, 4]);
    expect(client.getQueryState(chatKeys.thread(SHOP))!.isInvalidated).toBe(true);
    expect(client.getQueryData(chatKeys.unread())).toEqual({ unread_messages: 3 });
    const row = client.getQueryData<Conversations>(chatKeys.conversationList(''))!.pages[0]!.data[0]!;
    expect(row.unread_message_shop).toBe(3);
    expect(requests).toEqual([]);
  });

  it('asks again for a conversation list that does not hold the shop', () => {
    const client = cache(SHOP + 1);
    takeLiveMessage(client, message(9));
    expect(client.getQueryState(chatKeys.conversationList(''))!.isInvalidated).toBe(true);
  });
});
