import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Those of products `ids` (as their rows stand in the caller's transaction) that would sell at
 * or under a flash price they hold in an active flash sale not yet over: what they sell at is
 * their discount price when they have one, else their price.
 */
export function productsUnderFlashPrice(trx: Db, ids: readonly number[], now: string) {
  return trx
    .selectFrom('products as p')
    .innerJoin('flash_sale_products as fsp', 'fsp.product_id', 'p.id')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select(['p.id', 'p.name', 'fsp.price as flash_price'])
    .where('p.id', 'in', [...ids])
    .where('fs.is_active', '=', 1)
    .where('fs.end_date', '>', now)
    .where('fsp.price', '>=', sql<number>`CASE WHEN p.discount_price > 0 THEN p.discount_price ELSE p.price END`)
    .orderBy('p.id')
    .execute();
}
