import type { ChatMessage, SendMessageBody, StoreMessageBody } from '@souk/contract';
import { AppError } from '../../lib/app-error.ts';
import {
  type ChatOwner,
  countUnreadForUser,
  ensureConversation,
  findActiveShop,
  findConversation,
  findProductSummaries,
  findShopProduct,
  listConversations,
  markSeen,
  touchConversation,
} from './queries.ts';
import { updateUser } from '../user/queries.ts';
import { type ChatDeps, nowOf, postMessage, readThread } from './thread.ts';
import { conversationView } from './views.ts';

/** The heartbeat keeps a user shown as online this long after each beat. */
export const ONLINE_WINDOW_SECONDS = 600;

type Paging = { page: number; per_page: number };

/** Conversations of a shopper or a shop, with the product each was last about. */
export async function conversationPage(deps: ChatDeps, owner: ChatOwner, q: Paging & { search?: string }) {
  const now = nowOf(deps.clock);
  const { total, rows } = await listConversations(deps.db, owner, q);
  const productIds = [...new Set(rows.map((r) => r.product_id).filter((id): id is number => id !== null))];
  const products = new Map((await findProductSummaries(deps.db, productIds)).map((p) => [p.product_id, p]));
  return {
    total,
    data: rows.map((row) => conversationView(row, row.product_id ? products.get(row.product_id) : undefined, now)),
  };
}

async function activeShop(deps: ChatDeps, shopId: number) {
  const shop = await findActiveShop(deps.db, shopId);
  if (!shop) throw AppError.notFound('Shop');
  return shop;
}

/** A shopper's thread with one shop; a shop never written to reads as an empty thread. */
export async function shopperMessages(deps: ChatDeps, userId: number, q: Paging & { shop_id?: number | undefined }) {
  if (q.shop_id === undefined) return { total: 0, data: [] };
  await activeShop(deps, q.shop_id);
  const conversation = await findConversation(deps.db, q.shop_id, userId);
  if (!conversation) return { total: 0, data: [] };
  return readThread(deps, { conversationId: conversation.id, shopId: q.shop_id, userId, reader: 'user' }, q);
}

export async function shopperSend(deps: ChatDeps, userId: number, body: SendMessageBody): Promise<ChatMessage> {
  await activeShop(deps, body.shop_id);
  return postMessage(deps, { shopId: body.shop_id, userId, sender: 'user', body: body.message, productId: null });
}

/**
 * Opens (or reopens) the thread with a shop from the cart or a product page. With a product the
 * shop gets a message about it (a product card when there is no text); `user_id` in the body is
 * ignored, the thread is always the caller's own.
 */
export async function shopperStart(deps: ChatDeps, userId: number, body: StoreMessageBody) {
  await activeShop(deps, body.shop_id);
  const productId = body.product_id ?? null;
  if (productId !== null && !(await findShopProduct(deps.db, body.shop_id, productId))) {
    throw AppError.validation('product_id', 'The selected product is not sold by this shop.');
  }
  const text = body.message ?? null;
  if (text !== null || productId !== null) {
    const message = await postMessage(deps, { shopId: body.shop_id, userId, sender: 'user', body: text, productId });
    return { message };
  }
  const now = nowOf(deps.clock);
  const conversation = await ensureConversation(deps.db, body.shop_id, userId, null, now);
  await touchConversation(deps.db, conversation.id, now);
  return { message: null };
}

export async function unreadCount(deps: ChatDeps, userId: number) {
  return { unread_messages: await countUnreadForUser(deps.db, userId) };
}

/**
 * `POST /mark-messages-seen`: what the shop wrote in the shopper's thread is seen (a message that
 * came live while the thread was on screen); answers the unread count left.
 */
export async function shopperSeen(deps: ChatDeps, userId: number, shopId: number) {
  await activeShop(deps, shopId);
  const conversation = await findConversation(deps.db, shopId, userId);
  if (conversation) await markSeen(deps.db, conversation.id, 'shop');
  return unreadCount(deps, userId);
}

/** Shown as online until ten minutes from now; the storefront beats every ten minutes. */
export async function markOnline(deps: ChatDeps, userId: number) {
  const until = new Date(deps.clock.now() + ONLINE_WINDOW_SECONDS * 1000).toISOString();
  await updateUser(deps.db, userId, { last_online_at: until });
  return { last_online: until };
}
