import { type ChatMessage, REALTIME_EVENTS, chatShopChannel, chatUserChannel } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Broadcaster } from '../../realtime/index.ts';
import { ensureConversation, findMessage, findParties, insertMessage, listMessages, markSeen } from './queries.ts';
import { messageView } from './views.ts';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  broadcaster: Broadcaster;
}

export const nowOf = (clock: Clock) => new Date(clock.now()).toISOString();

/**
 * Stores one message in the thread of (shop, user), opening the thread when needed, and tells
 * the other side: a shopper's message goes to the shop's channel, a shop's to the shopper's.
 */
export async function postMessage(
  deps: ChatDeps,
  m: { shopId: number; userId: number; sender: 'user' | 'shop'; body: string | null; productId: number | null },
): Promise<ChatMessage> {
  const now = nowOf(deps.clock);
  const message = await deps.db.transaction().execute(async (trx) => {
    const conversation = await ensureConversation(trx, m.shopId, m.userId, m.productId, now);
    const id = await insertMessage(trx, {
      conversationId: conversation.id,
      sender: m.sender,
      body: m.body,
      productId: m.productId,
      now,
    });
    const [row, parties] = await Promise.all([
      findMessage(trx, conversation.id, id),
      findParties(trx, m.shopId, m.userId),
    ]);
    return messageView(row, parties, now);
  });
  if (m.sender === 'user')
    deps.broadcaster.trigger(chatShopChannel(m.shopId), REALTIME_EVENTS.messageToShop, { message });
  else deps.broadcaster.trigger(chatUserChannel(m.userId), REALTIME_EVENTS.messageToUser, { message });
  return message;
}

/**
 * One page of a thread, newest first; reading it marks what the other side wrote as seen, unless
 * `markSeen` is false (someone else looking on).
 */
export async function readThread(
  deps: ChatDeps,
  t: { conversationId: number; shopId: number; userId: number; reader: 'user' | 'shop'; markSeen?: boolean },
  q: { page: number; per_page: number },
) {
  const now = nowOf(deps.clock);
  if (t.markSeen !== false) await markSeen(deps.db, t.conversationId, t.reader === 'user' ? 'shop' : 'user');
  const [page, parties] = await Promise.all([
    listMessages(deps.db, t.conversationId, q),
    findParties(deps.db, t.shopId, t.userId),
  ]);
  return { total: page.total, data: page.rows.map((row) => messageView(row, parties, now)) };
}
