import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Platform staff's catalogue: the colour palette the shops' product form offers (a name and a
 * #rrggbb code; products keep copies of their own, so the palette changes no product), and an
 * index of products by unit of sale, so whether a unit is in use is one index probe, not a read
 * of every product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await k
    .table('palette_colors')
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('color_code', 'varchar(7)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_unit_id_idx').on('products').column('unit_id').execute();
}
