import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.ts';

/** Longest chat message accepted; longer text is refused, never cut. */
export const MAX_CHAT_MESSAGE = 2000;
/** Chat lists (conversations and messages) page by 20 unless asked otherwise. */
export const CHAT_PAGE_SIZE = 20;

const chatPaging = paginationQuerySchema.extend({
  per_page: paginationQuerySchema.shape.per_page.unwrap().default(CHAT_PAGE_SIZE),
}).shape;

/**
 * Chat text is stored exactly as typed (the storefront escapes it when showing it), so it is
 * not trimmed; text that is only blanks counts as empty.
 */
const messageText = z
  .string({ error: 'The message field is required.' })
  .max(MAX_CHAT_MESSAGE, `The message may not be greater than ${MAX_CHAT_MESSAGE} characters.`)
  .refine((text) => text.trim().length > 0, 'The message field is required.');

const searchText = z.string().trim().max(100, 'The search may not be greater than 100 characters.').optional();

const socketId = z
  .string({ error: 'The socket id field is required.' })
  .regex(/^\d+\.\d+$/, 'The socket id is invalid.');

/** `POST /broadcasting/user-auth`: the form pusher-js sends to sign a connection in (`pusher.signin()`). */
export const broadcastingUserAuthBodySchema = z.object({ socket_id: socketId });

/** `POST /broadcasting/auth`: the form pusher-js sends to authorise a private channel. */
export const broadcastingAuthBodySchema = z.object({
  socket_id: socketId,
  channel_name: z
    .string({ error: 'The channel name field is required.' })
    .regex(/^[-a-zA-Z0-9_=@,.;]{1,164}$/, 'The channel name is invalid.'),
});

/** Pusher's channel authorisation answer, bare (pusher-js reads it as is): `key:signature`. */
export const broadcastingAuthSchema = z.object({ auth: z.string() });
export type BroadcastingAuth = z.infer<typeof broadcastingAuthSchema>;
/**
 * Pusher's sign-in answer, bare: the signature and the signed user (JSON text of `id`,
 * `user_info.name` and the `watchlist` of user ids whose presence the connection is told of).
 */
export const broadcastingUserAuthSchema = z.object({ auth: z.string(), user_data: z.string() });
export type BroadcastingUserAuth = z.infer<typeof broadcastingUserAuthSchema>;

export const chatShopsQuerySchema = z.object({ search: searchText, ...chatPaging });
/** Without a shop, no thread: an empty page (the original storefront asks so before one is chosen). */
export const chatMessagesQuerySchema = z.object({ shop_id: idSchema.optional(), ...chatPaging });
/** `user_id` is accepted for the reference clients but ignored: the count is always the caller's own. */
export const unreadMessagesQuerySchema = z.object({ user_id: z.unknown().optional() });
/** `POST /mark-messages-seen`: the shop whose messages in the caller's thread the shopper has seen. */
export const markSeenBodySchema = z.object({ shop_id: idSchema });

/** `type` is the sender as the client sees it; the server decides the sender from the token. */
export const sendMessageBodySchema = z.object({
  shop_id: idSchema,
  type: z.string().max(10).optional(),
  message: messageText,
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** Opens (or reopens) a thread from the cart or a product page, optionally about that product. */
export const storeMessageBodySchema = z.object({
  shop_id: idSchema,
  user_id: z.unknown().optional(),
  product_id: idSchema.nullish(),
  type: z.string().max(10).optional(),
  message: messageText.nullish(),
});
export type StoreMessageBody = z.infer<typeof storeMessageBodySchema>;

export const sellerConversationsQuerySchema = z.object({ search: searchText, ...chatPaging });
export const sellerMessagesQuerySchema = z.object({ user_id: idSchema, ...chatPaging });
export const sellerSendMessageBodySchema = z.object({ user_id: idSchema, message: messageText });
export type SellerSendMessageBody = z.infer<typeof sellerSendMessageBodySchema>;

const chatShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  rating: z.number(),
  last_online: z.string().nullable(),
});
const chatUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  profile_photo: z.string().nullable(),
  last_online: z.string().nullable(),
});
/** The product a message is about: shown as a product card when the message text is null. */
const chatProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  discount_price: z.number(),
  rating: z.number(),
  total_reviews: z.string(),
});

export const chatMessageSchema = z.object({
  id: z.number(),
  shop: chatShopSchema,
  user: chatUserSchema,
  product: chatProductSchema.nullable(),
  /** Who wrote it: the shopper (`user`) or the shop (`shop`). */
  type: z.enum(['user', 'shop']),
  message: z.string().nullable(),
  is_seen: z.boolean(),
  /** "Y-m-d H:i:s" UTC. */
  created_at: z.string(),
  /** Online while the shop owner's last seen lies in the future (a heartbeat sets it 10 minutes ahead). */
  shop_active_status: z.boolean(),
  user_active_status: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.number(),
  shop: chatShopSchema,
  user: chatUserSchema,
  product: chatProductSchema.nullable(),
  last_message: z.string().nullable(),
  last_message_time: z.string().nullable(),
  /** True when the shopper has seen every message of the shop. */
  is_read: z.boolean(),
  /** Messages the shopper wrote that the shop has not seen yet. */
  unread_message_user: z.number(),
  /** Messages the shop wrote that the shopper has not seen yet (the badge on the shop). */
  unread_message_shop: z.number(),
  shop_status: z.enum(['Online', 'Offline']),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({ total: z.number(), data: z.array(conversationSchema) });
export const messagePageSchema = z.object({ total: z.number(), data: z.array(chatMessageSchema) });
export const unreadMessagesSchema = z.object({ unread_messages: z.number() });
/** `POST /send-message`: the stored message, as the shop's channel is told of it. */
export const sentMessageSchema = z.object({ message: chatMessageSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;
/** `POST /store-message`: the message posted (text or product card), or null when only the thread was opened. */
export const startedConversationSchema = z.object({ message: chatMessageSchema.nullable() });
export type StartedConversation = z.infer<typeof startedConversationSchema>;
/** `POST /update-last-seen`: when the caller stops showing as online without another beat (ISO 8601 UTC). */
export const lastSeenSchema = z.object({ last_online: z.string() });
export type LastSeen = z.infer<typeof lastSeenSchema>;
/** What `send-message-to-user` and `send-message-to-shop` carry. */
export const chatEventSchema = z.object({ message: chatMessageSchema });
export type ChatEvent = z.infer<typeof chatEventSchema>;
