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

/**
 * The flash prices products `ids` hold in active flash sales not yet over (the sales
 * productsUnderFlashPrice looks at), with each sale's name: the highest first for each
 * product, the one a new price must stay above.
 */
export function openFlashPrices(db: Db, ids: readonly number[], now: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select(['fsp.product_id', 'fsp.price as flash_price', 'fs.name as sale_name'])
    .where('fsp.product_id', 'in', [...ids])
    .where('fs.is_active', '=', 1)
    .where('fs.end_date', '>', now)
    .orderBy('fsp.product_id')
    .orderBy('fsp.price', 'desc')
    .orderBy('fs.id')
    .execute();
}
