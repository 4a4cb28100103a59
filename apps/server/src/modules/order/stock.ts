import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshFlashPrices } from '../catalog/flash-price-queries.ts';
import {
  productStock,
  returnFlashUnits,
  returnProductStock,
  runningFlashRow,
  takeFlashUnits,
  takeProductStock,
} from '../catalog/stock-queries.ts';

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
    if (!(await takeProductStock(trx, take.productId, take.quantity))) throw await shortage(trx, take);
    if (take.flash) flashRows.set(take.productId, await takeFlash(trx, take, now));
  }
  // The last flash units sold end the flash price the lists sort and filter by.
  const moved = await refreshFlashPrices(trx, now, [...flashRows.keys()]);
  return { flashRows, pricesMoved: moved > 0 };
}

async function takeFlash(trx: Db, take: StockTake, now: string): Promise<number> {
  const row = await runningFlashRow(trx, take.productId, now);
  const taken = row ? await takeFlashUnits(trx, row.id, take.quantity) : false;
  if (!row || !taken) {
    throw new AppError(422, `The flash sale price of ${take.name} is no longer available for this quantity.`);
  }
  return row.id;
}

async function shortage(trx: Db, take: StockTake): Promise<AppError> {
  const row = await productStock(trx, take.productId);
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
    await returnProductStock(trx, item.product_id, item.quantity);
    if (item.flash_sale_product_id !== null) {
      await returnFlashUnits(trx, item.flash_sale_product_id, item.quantity);
    }
  }
  // Flash units back in stock bring a running sale's price back.
  const flashProducts = items.filter((item) => item.flash_sale_product_id !== null).map((item) => item.product_id);
  await refreshFlashPrices(trx, now, flashProducts);
}
