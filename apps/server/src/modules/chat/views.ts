import { type ChatMessage, type Conversation, fromMinor } from '@souk/contract';
import { compactCount } from '../../lib/format.ts';
import { toWireDateTime } from '../../lib/time.ts';
import type { ConversationRow, MessageRow, Parties } from './queries.ts';
import { photoOrAvatar } from '../avatar/avatar.ts';

type ProductColumns = {
  product_id: number | null;
  product_name: string | null;
  product_thumbnail: string | null;
  product_price: number | null;
  product_discount_price: number | null;
  /** The running flash sale's price (migration 013), shown as the product page shows it. */
  product_flash_price: number | null;
  product_rating: number | null;
  product_review_count: number | null;
};

/** Online while the last-seen time (set 10 minutes ahead by each heartbeat) is still to come. */
export const isOnline = (lastOnline: string | null, nowIso: string) => lastOnline !== null && lastOnline > nowIso;

export function productView(row: ProductColumns): ChatMessage['product'] {
  if (row.product_id === null || row.product_name === null) return null;
  return {
    id: row.product_id,
    name: row.product_name,
    thumbnail: row.product_thumbnail ?? '',
    price: fromMinor(row.product_price ?? 0),
    discount_price: fromMinor(row.product_flash_price ?? row.product_discount_price ?? 0),
    rating: Number(row.product_rating ?? 0),
    total_reviews: compactCount(row.product_review_count ?? 0),
  };
}

function partyViews(p: Omit<Parties, 'shop_id' | 'user_id'> & { shop_id: number; user_id: number }) {
  return {
    shop: {
      id: p.shop_id,
      name: p.shop_name,
      logo: p.shop_logo,
      rating: Number(p.shop_rating),
      last_online: p.shop_last_online,
    },
    user: {
      id: p.user_id,
      name: p.user_name,
      profile_photo: photoOrAvatar(p.user_photo, p.user_name),
      last_online: p.user_last_online,
    },
  };
}

export function messageView(row: MessageRow, parties: Parties, nowIso: string): ChatMessage {
  return {
    id: row.id,
    ...partyViews(parties),
    product: productView(row),
    type: row.sender,
    message: row.body,
    is_seen: row.is_seen === 1,
    created_at: toWireDateTime(row.created_at),
    shop_active_status: isOnline(parties.shop_last_online, nowIso),
    user_active_status: isOnline(parties.user_last_online, nowIso),
  };
}

export function conversationView(
  row: ConversationRow,
  product: ProductColumns | undefined,
  nowIso: string,
): Conversation {
  const unreadShop = Number(row.unread_shop);
  return {
    id: row.id,
    ...partyViews(row),
    product: product ? productView(product) : null,
    last_message: row.last_message,
    last_message_time: row.last_message_at ? toWireDateTime(row.last_message_at) : null,
    is_read: unreadShop === 0,
    unread_message_user: Number(row.unread_user),
    unread_message_shop: unreadShop,
    shop_status: isOnline(row.shop_last_online, nowIso) ? 'Online' : 'Offline',
  };
}
