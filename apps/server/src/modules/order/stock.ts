import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshFlashPrices } from '../catalog/flash-prices.ts';

export interface StockTake {
  productId: number;
  name: string;
  quantity: number;
  /** Whether the line is priced by a running flash sale (its remaining quantity is lowered too). */
  flash: boolean;
}

/**
 * Takes the stock of an order inside its transaction: conditional updates that never go below
 * zero, checked by row count, in product id order so concurrent orders lock rows in the same
 * order (no deadlocks on PostgreSQL). Returns the flash-sale row each flash product sold from,
 * and whether a flash price ended (the lists' prices moved: a listing change, not only stock).
 */
export async function takeStock(
  trx: Db,
  takes: readonly StockTake[],
  now: string,
): Promise<{ flashRows: Map<number, number>; pricesMoved: boolean }> {
  const merged = new Map<number, StockTake>();
  for (const take of takes) {
    const seen = merged.get(take.productId);
    merged.set(take.productId, seen ? { ...seen, quantity: seen.quantity + take.quantity } : { ...take });
  }
  const flashRows = new Map<number, number>();
  for (const take of [...merged.values()].sort((a, b) => a.productId - b.productId)) {
    const updated = await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', take.quantity), total_sold: eb('total_sold', '+', take.quantity) }))
      .where('id', '=', take.productId)
      .where('quantity', '>=', take.quantity)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw await shortage(trx, take);
    if (take.flash) flashRows.set(take.productId, await takeFlash(trx, take, now));
  }
  // The last flash units sold end the flash price the lists sort and filter by.
  const moved = await refreshFlashPrices(trx, now, [...flashRows.keys()]);
  return { flashRows, pricesMoved: moved > 0 };
}

async function takeFlash(trx: Db, take: StockTake, now: string): Promise<number> {
  const row = await trx
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select(['fsp.id'])
    .where('fsp.product_id', '=', take.productId)
    .where('fs.is_active', '=', 1)
    .where('fs.start_date', '<=', now)
    .where('fs.end_date', '>', now)
    .whereRef('fsp.sold', '<', 'fsp.quantity')
    .orderBy('fsp.price')
    .orderBy('fsp.id')
    .executeTakeFirst();
  const updated = row
    ? await trx
        .updateTable('flash_sale_products')
        .set((eb) => ({ sold: eb('sold', '+', take.quantity) }))
        .where('id', '=', row.id)
        .where((eb) => eb(eb('sold', '+', take.quantity), '<=', eb.ref('quantity')))
        .executeTakeFirst()
    : undefined;
  if (!row || Number(updated?.numUpdatedRows ?? 0) !== 1) {
    throw new AppError(422, `The flash sale price of ${take.name} is no longer available for this quantity.`);
  }
  return row.id;
}

async function shortage(trx: Db, take: StockTake): Promise<AppError> {
  const row = await trx.selectFrom('products').select('quantity').where('id', '=', take.productId).executeTakeFirst();
  const left = row?.quantity ?? 0;
  return new AppError(422, left > 0 ? `Only ${left} of ${take.name} left in stock.` : `${take.name} is out of stock.`);
}

/** Puts a cancelled order's quantities back: product stock and the flash-sale rows they sold from. */
export async function returnStock(
  trx: Db,
  items: ReadonlyArray<{ product_id: number; quantity: number; flash_sale_product_id: number | null }>,
  now: string,
): Promise<void> {
  for (const item of [...items].sort((a, b) => a.product_id - b.product_id)) {
    await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '+', item.quantity), total_sold: eb('total_sold', '-', item.quantity) }))
      .where('id', '=', item.product_id)
      .execute();
    if (item.flash_sale_product_id !== null) {
      await trx
        .updateTable('flash_sale_products')
        .set((eb) => ({ sold: eb('sold', '-', item.quantity) }))
        .where('id', '=', item.flash_sale_product_id)
        .where('sold', '>=', item.quantity)
        .execute();
    }
  }
  // Flash units back in stock bring a running sale's price back.
  const flashProducts = items.filter((item) => item.flash_sale_product_id !== null).map((item) => item.product_id);
  await refreshFlashPrices(trx, now, flashProducts);
}
