/**
 * The catalogue's stock figures as orders take and return them: the products' quantity and
 * total sold, and the units a flash sale has sold. Each take is a conditional update that
 * never goes below zero, checked by its row count.
 */
import type { Db } from '../../db/database.ts';

/** Takes `quantity` of the product while it has that many; false when it has not. */
export async function takeProductStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const updated = await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity), total_sold: eb('total_sold', '+', quantity) }))
    .where('id', '=', productId)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function returnProductStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity), total_sold: eb('total_sold', '-', quantity) }))
    .where('id', '=', productId)
    .execute();
}

export function productStock(db: Db, productId: number) {
  return db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirst();
}

/** The product's cheapest row in a sale running at `now` with units left. */
export function runningFlashRow(db: Db, productId: number, now: string) {
  return db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select(['fsp.id'])
    .where('fsp.product_id', '=', productId)
    .where('fs.is_active', '=', 1)
    .where('fs.start_date', '<=', now)
    .where('fs.end_date', '>', now)
    .whereRef('fsp.sold', '<', 'fsp.quantity')
    .orderBy('fsp.price')
    .orderBy('fsp.id')
    .executeTakeFirst();
}

/** Sells `quantity` units of the flash-sale row while it has that many left; false when it has not. */
export async function takeFlashUnits(db: Db, rowId: number, quantity: number): Promise<boolean> {
  const updated = await db
    .updateTable('flash_sale_products')
    .set((eb) => ({ sold: eb('sold', '+', quantity) }))
    .where('id', '=', rowId)
    .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('quantity')))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function returnFlashUnits(db: Db, rowId: number, quantity: number): Promise<void> {
  await db
    .updateTable('flash_sale_products')
    .set((eb) => ({ sold: eb('sold', '-', quantity) }))
    .where('id', '=', rowId)
    .where('sold', '>=', quantity)
    .execute();
}
