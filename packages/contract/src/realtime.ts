// The realtime channels and events the server, the storefront and a shop's client share. Private
// channels are signed by POST /api/broadcasting/auth for the parties their names say.

/** A shopper's events (shops' messages, their orders' steps): only that shopper may listen. */
export const chatUserChannel = (userId: number) => `private-chat_user_${userId}`;
/** A shop's events (shoppers' messages, orders placed or cancelled): only the shop's owner may listen. */
export const chatShopChannel = (shopId: number) => `private-chat_shop_${shopId}`;
/**
 * One conversation, shared by its shopper and its shop's owner: what they tell each other
 * directly, client to client (that one of them is typing), goes here; only they may subscribe.
 */
export const conversationChannel = (userId: number, shopId: number) => `private-conversation_${userId}_${shopId}`;
/** Platform staff's events (every shopper's new ticket and reply): only a staff member's token may listen. */
export const supportStaffChannel = 'private-support_staff';

/** Which chat channel a name is, with the ids it names; undefined for any other name. */
export function parseChatChannel(
  name: string,
):
  | { kind: 'user'; userId: number }
  | { kind: 'shop'; shopId: number }
  | { kind: 'conversation'; userId: number; shopId: number }
  | undefined {
  const user = /^private-chat_user_(\d+)$/.exec(name);
  if (user) return { kind: 'user', userId: Number(user[1]) };
  const shop = /^private-chat_shop_(\d+)$/.exec(name);
  if (shop) return { kind: 'shop', shopId: Number(shop[1]) };
  const conversation = /^private-conversation_(\d+)_(\d+)$/.exec(name);
  if (conversation) return { kind: 'conversation', userId: Number(conversation[1]), shopId: Number(conversation[2]) };
  return undefined;
}

export const REALTIME_EVENTS = {
  /** A shop's message, on the shopper's channel. */
  messageToUser: 'send-message-to-user',
  /** A shopper's message, on the shop's channel. */
  messageToShop: 'send-message-to-shop',
  /** Sent by either side of a conversation while typing (at most every few seconds); carries nothing. */
  typing: 'client-typing',
  /** The shop moved one of the shopper's orders (an `OrderEvent`), on the shopper's channel. */
  orderToUser: 'order-status-changed',
  /** A shopper placed or cancelled one of the shop's orders (an `OrderEvent`), on the shop's channel. */
  orderToShop: 'order-changed',
  /** Support answered or closed one of the shopper's tickets (a `TicketEvent`), on the shopper's channel. */
  ticketToUser: 'ticket-updated',
  /**
   * A shopper opened, answered or cancelled a ticket (a `TicketActivityEvent`), on the channel of
   * the shop whose order it is about and on platform staff's.
   */
  ticketToSupport: 'ticket-activity',
} as const;

/** What the order events carry: which order, and where it stands now. */
export interface OrderEvent {
  order: { id: number; order_code: string; order_status: string };
}

/** What the ticket event carries: which ticket, and where it stands now. */
export interface TicketEvent {
  ticket: { ticket_number: string; status: string };
}

/** What a shopper did on a ticket: opened it, replied on it, or withdrew (cancelled) it. */
export type TicketActivity = 'opened' | 'replied' | 'cancelled';

/** What the support side hears of a shopper's ticket: which one, what they did, and where it stands. */
export interface TicketActivityEvent {
  ticket: { ticket_number: string; status: string; subject: string | null };
  activity: TicketActivity;
}

/**
 * Who a realtime connection signs in as (`pusher.signin()`): a shopper as their user id, a
 * shop's owner as their shop, so a shopper watching a shop's online status learns nothing of
 * the account behind it.
 */
export const shopperRealtimeUser = (userId: number) => String(userId);
export const shopRealtimeUser = (shopId: number) => `shop-${shopId}`;
/** The shop a realtime user id stands for, if it stands for one. */
export function shopOfRealtimeUser(id: string): number | undefined {
  const match = /^shop-(\d+)$/.exec(id);
  return match ? Number(match[1]) : undefined;
}
