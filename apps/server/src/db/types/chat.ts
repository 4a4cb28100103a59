import type { Generated } from 'kysely';
import type { Flag, Id } from './columns.ts';

// Chat between shoppers and shops.

export interface ConversationsTable {
  id: Id;
  shop_id: number;
  user_id: number;
  /** The product the thread was last opened about, if any. */
  product_id: number | null;
  /** Copy of the newest message's text, for the conversation lists. */
  last_message: string | null;
  last_message_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: Id;
  conversation_id: number;
  sender: 'user' | 'shop';
  /** Stored exactly as sent; null for a message that is only a product card. */
  body: string | null;
  product_id: number | null;
  /** Seen by the other side. */
  is_seen: Generated<Flag>;
  created_at: string;
}

export interface ChatTables {
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
}
