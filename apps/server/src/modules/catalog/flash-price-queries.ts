import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The lowest price of a running, active flash sale the product `products.id` still has stock in. */
const runningFlashPrice = (now: string) => sql<number | null>`(
  SELECT MIN(fsp.price) FROM flash_sale_products fsp
  JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
  WHERE fsp.product_id = products.id AND fs.is_active = 1
    AND fs.start_date <= ${now} AND fs.end_date > ${now} AND fsp.sold < fsp.quantity
)`;

/**
 * Brings `products.flash_price` (and so the generated `effective_price` that lists sort and filter
 * by) in line with the flash sales running at `now`: for the products in any flash sale and
 * those that had a flash price, or only for `productIds`. Writes only rows whose price moved,
 * so running it in several processes at once, or again, changes nothing. Returns how many moved.
 */
export async function refreshFlashPrices(db: Db, now: string, productIds?: readonly number[]): Promise<number> {
  if (productIds?.length === 0) return 0;
  let inSale = db.selectFrom('flash_sale_products').select('product_id as id');
  let priced = db.selectFrom('products').select('id').where('flash_price', 'is not', null);
  if (productIds) {
    inSale = inSale.where('product_id', 'in', productIds);
    priced = priced.where('id', 'in', productIds);
  }
  const result = await db
    .updateTable('products')
    .set({ flash_price: runningFlashPrice(now) })
    .where('id', 'in', inSale.union(priced))
    .where(sql<boolean>`flash_price IS DISTINCT FROM ${runningFlashPrice(now)}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** When the next active flash sale starts or ends after `now`, if one does. */
export async function nextFlashBoundary(db: Db, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('flash_sales')
    .select((eb) => [
      eb.fn.min(eb.case().when('start_date', '>', now).then(eb.ref('start_date')).end()).as('start'),
      eb.fn.min(eb.case().when('end_date', '>', now).then(eb.ref('end_date')).end()).as('end'),
    ])
    .where('is_active', '=', 1)
    .executeTakeFirst();
  const times = [row?.start, row?.end].filter((time): time is string => typeof time === 'string');
  return times.sort()[0];
}
