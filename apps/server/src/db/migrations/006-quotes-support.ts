import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Quotes (a shopper asks one shop for prices; the shop answers per line with a validity date)
 * and support tickets (a thread between a shopper and a shop's or the platform's staff).
 * A cart line taken from an accepted quote keeps the quote's id, so its approved price can be
 * checked against the quote's validity at every read and at checkout.
 */
/** The issue types a shopper picks from (English; the storefront translates them). */
const ISSUE_TYPES = [
  'Order issue',
  'Payment issue',
  'Delivery issue',
  'Product issue',
  'Refund request',
  'Account issue',
  'Other',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);

  await k
    .table('quotes')
    .addColumn('quote_number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('shop_note', 'text')
    .addColumn('valid_until', 'varchar(30)')
    .addColumn('answered_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_user_idx').on('quotes').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('quotes_shop_idx').on('quotes').columns(['shop_id', 'id']).execute();

  await k
    .table('quote_items')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size_id', 'integer', (c) => c.references('product_sizes.id').onDelete('set null'))
    .addColumn('color_id', 'integer', (c) => c.references('product_colors.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('target_price', 'integer')
    .addColumn('unit_price', 'integer')
    .execute();
  await db.schema.createIndex('quote_items_quote_idx').on('quote_items').columns(['quote_id', 'id']).execute();

  await db.schema
    .alterTable('cart_items')
    .addColumn('quote_id', 'integer', (c) => c.references('quotes.id').onDelete('set null'))
    .execute();

  await k
    .table('ticket_issue_types')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Reference data the ticket form needs on every install, not only on a demo database.
  await (db as Kysely<{ ticket_issue_types: { name: string; sort: number } }>)
    .insertInto('ticket_issue_types')
    .values(ISSUE_TYPES.map((name, i) => ({ name, sort: i + 1 })))
    .execute();

  await k
    .table('support_tickets')
    .addColumn('ticket_number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issue_type_id', 'integer', (c) => c.notNull().references('ticket_issue_types.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
    .addColumn('subject', 'varchar(200)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_tickets_user_idx')
    .on('support_tickets')
    .columns(['user_id', 'status', 'id'])
    .execute();

  await k
    .table('ticket_messages')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_highlighted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_messages_ticket_idx')
    .on('ticket_messages')
    .columns(['ticket_id', 'id'])
    .execute();

  await k
    .table('ticket_attachments')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_attachments_ticket_idx')
    .on('ticket_attachments')
    .columns(['ticket_id'])
    .execute();
}
