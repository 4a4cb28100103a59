import { type Kysely, sql } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Platform staff's flash sales. A sale says whether shops' entries wait for staff's approval:
 * the sales stored before keep going live at once (0), as they always did; a sale staff add
 * asks for approval unless they say otherwise. A shop's join of such a sale, or a new flash
 * price in it, is a request until staff approve or decline it; at most one request of a product
 * in a sale waits at a time (the partial unique index), so two sent at once leave one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('flash_sales')
    .addColumn('approval_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await columnKit(db)
    .table('flash_sale_requests')
    .addColumn('flash_sale_id', 'integer', (c) => c.notNull().references('flash_sales.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'varchar(30)')
    .execute();
  await sql`CREATE UNIQUE INDEX flash_sale_requests_waiting ON flash_sale_requests (flash_sale_id, product_id)
    WHERE status = 'pending'`.execute(db);
  await db.schema
    .createIndex('flash_sale_requests_shop_idx')
    .on('flash_sale_requests')
    .columns(['shop_id', 'flash_sale_id', 'id'])
    .execute();
  await db.schema
    .createIndex('flash_sale_requests_status_idx')
    .on('flash_sale_requests')
    .columns(['status', 'id'])
    .execute();
}
