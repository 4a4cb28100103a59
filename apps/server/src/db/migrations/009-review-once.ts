import type { Kysely } from 'kysely';

/**
 * A shopper reviews a product once per order: the unique index makes the second of two racing
 * submissions fail inside its transaction rather than store a twin. The demo's seeded reviews
 * have no order, and NULLs never collide in a unique index on SQLite or PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reviews_order_product_unique')
    .on('reviews')
    .columns(['order_id', 'product_id'])
    .unique()
    .execute();
}
