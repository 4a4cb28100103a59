import type { Db } from '../../db/database.ts';

const saleColumns = ['id', 'name', 'thumbnail', 'start_date', 'end_date'] as const;

/** The active sale running at `now` (the one ending soonest when several overlap). */
export function runningSale(db: Db, now: string) {
  return db
    .selectFrom('flash_sales')
    .select(saleColumns)
    .where('is_active', '=', 1)
    .where('start_date', '<=', now)
    .where('end_date', '>', now)
    .orderBy('end_date')
    .executeTakeFirst();
}

/** The next active sale to start after `now`. */
export function nextSale(db: Db, now: string) {
  return db
    .selectFrom('flash_sales')
    .select(saleColumns)
    .where('is_active', '=', 1)
    .where('start_date', '>', now)
    .orderBy('start_date')
    .executeTakeFirst();
}

export function activeSale(db: Db, id: number) {
  return db
    .selectFrom('flash_sales')
    .select(saleColumns)
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** The running sale the product is in with units left (the one ending soonest). */
export function runningSaleWithProduct(db: Db, productId: number, now: string) {
  return db
    .selectFrom('flash_sales as fs')
    .innerJoin('flash_sale_products as fsp', 'fsp.flash_sale_id', 'fs.id')
    .select(['fs.id', 'fs.name', 'fs.thumbnail', 'fs.start_date', 'fs.end_date'])
    .where('fsp.product_id', '=', productId)
    .where('fs.is_active', '=', 1)
    .where('fs.start_date', '<=', now)
    .where('fs.end_date', '>', now)
    .whereRef('fsp.sold', '<', 'fsp.quantity')
    .orderBy('fs.end_date')
    .executeTakeFirst();
}
