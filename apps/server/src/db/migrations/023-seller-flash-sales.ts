import { type Kysely, sql } from 'kysely';

/**
 * A shop's flash-sale revenue is summed from the order lines sold from its entries
 * (`order_items.flash_sale_product_id`, set on flash lines only). Without an index every such
 * sum read every order line; this one holds only the flash lines, so it costs what the entries
 * sold. (A product is at most once in a sale already: `flash_sale_products_unique`, 001.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX order_items_flash_idx ON order_items (flash_sale_product_id)
    WHERE flash_sale_product_id IS NOT NULL`.execute(db);
}
