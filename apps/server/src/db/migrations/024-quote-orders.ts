import type { Kysely } from 'kysely';

/**
 * `order_items.quote_id`: the accepted quote whose price a line was ordered at (null for a
 * line at the shop's own price), so the shop sees which orders came of a quote, and the line
 * keeps saying so after the cart line that carried the quote is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('quote_id', 'integer').execute();
  await db.schema.createIndex('order_items_quote_idx').on('order_items').column('quote_id').execute();
}
