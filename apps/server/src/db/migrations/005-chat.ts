import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Chat between a shopper and a shop: one conversation per (shop, user) pair and its messages.
 * The conversation keeps its latest message so the lists need no per-row subquery; unread
 * counts come from the messages' seen flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);

  await k
    .table('conversations')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('last_message', 'text')
    .addColumn('last_message_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_shop_user_unique')
    .on('conversations')
    .columns(['shop_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('conversations_user_idx')
    .on('conversations')
    .columns(['user_id', 'updated_at'])
    .execute();

  await k
    .table('chat_messages')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender', 'varchar(10)', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_unseen_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'sender', 'is_seen'])
    .execute();
}
