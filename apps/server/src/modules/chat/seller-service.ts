import type { ChatMessage, SellerSendMessageBody } from '@souk/contract';
import { AppError } from '../../lib/app-error.ts';
import { sellerShopId } from '../seller/service.ts';
import { findConversation } from './queries.ts';
import { markOnline } from './service.ts';
import { type ChatDeps, postMessage, readThread } from './thread.ts';

/** A shop answers only threads a shopper opened; any other user id answers 404. */
async function threadWith(deps: ChatDeps, shopId: number, userId: number) {
  const conversation = await findConversation(deps.db, shopId, userId);
  if (!conversation) throw AppError.notFound('Conversation');
  return conversation;
}

export async function sellerMessages(
  deps: ChatDeps,
  sellerId: number,
  q: { user_id: number; page: number; per_page: number },
  { markSeen }: { markSeen: boolean },
) {
  const shopId = await sellerShopId(deps.db, sellerId);
  const conversation = await threadWith(deps, shopId, q.user_id);
  const thread = { conversationId: conversation.id, shopId, userId: q.user_id, reader: 'shop' as const, markSeen };
  return readThread(deps, thread, q);
}

/**
 * A shop's answer. Sending is being there: the shop counts as online from it (as its heartbeat
 * would make it), so the shopper does not see Offline beside an answer just written.
 */
export async function sellerSend(deps: ChatDeps, sellerId: number, body: SellerSendMessageBody): Promise<ChatMessage> {
  const shopId = await sellerShopId(deps.db, sellerId);
  await threadWith(deps, shopId, body.user_id);
  await markOnline(deps, sellerId);
  return postMessage(deps, { shopId, userId: body.user_id, sender: 'shop', body: body.message, productId: null });
}
