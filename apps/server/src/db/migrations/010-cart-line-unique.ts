import { type Kysely, sql } from 'kysely';

/**
 * One cart line per product, size and colour for a customer (the buy-now slot apart, where
 * "order again" may put an order's lines): two adds of the same thing racing each other used
 * to create two lines. Lines already doubled are merged first, their quantities summed into
 * the oldest line. NULL options count as equal, through COALESCE in the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sameLine = sql`user_id, product_id, COALESCE(size_id, 0), COALESCE(color_id, 0)`;
  const keptIds = sql`SELECT MIN(id) FROM cart_items WHERE is_buy_now = 0 GROUP BY ${sameLine}`;
  await sql`
    UPDATE cart_items SET quantity = (
      SELECT SUM(other.quantity) FROM cart_items other
      WHERE other.is_buy_now = 0
        AND other.user_id = cart_items.user_id
        AND other.product_id = cart_items.product_id
        AND COALESCE(other.size_id, 0) = COALESCE(cart_items.size_id, 0)
        AND COALESCE(other.color_id, 0) = COALESCE(cart_items.color_id, 0)
    )
    WHERE is_buy_now = 0 AND id IN (${keptIds})`.execute(db);
  await sql`DELETE FROM cart_items WHERE is_buy_now = 0 AND id NOT IN (${keptIds})`.execute(db);
  await sql`CREATE UNIQUE INDEX cart_items_line_unique ON cart_items (${sameLine}) WHERE is_buy_now = 0`.execute(db);
}
