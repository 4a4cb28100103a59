import { fromMinor, toMinor } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { sellingPrice } from '../seller-flash-sales/terms.ts';
import { openFlashPrices } from '../seller-products/flash-queries.ts';
import type { PlannedRow } from './plan.ts';
import type { CellError } from './row.ts';

/** The refusal of a row whose product would sell at or under `flashPrice` (minor units) in sale `sale`. */
function underFlashPrice(discounted: boolean, flashPrice: number, sale: string): CellError {
  const price = fromMinor(flashPrice).toFixed(2);
  return {
    column: 'price',
    message: discounted
      ? `The discount price must be above ${price}, the product's flash price in the flash sale "${sale}".`
      : `The price must be above ${price}, the product's flash price in the flash sale "${sale}".`,
  };
}

/**
 * The rows that would leave their product selling (at its discount price when it has one) at or
 * under a flash price it holds in a running or coming flash sale, each refused on `price` with
 * the sale and the highest such flash price: keepAboveFlashPrices' rule
 * (seller-products/flash-floor.ts), read before the write so the report can name the rows. That
 * check still runs after the write, in its transaction: it is what holds when an entry is added
 * between this read and the write.
 */
export async function flashPriceChecks(db: Db, rows: PlannedRow[], now: string): Promise<Map<PlannedRow, CellError[]>> {
  const updates = rows.filter((row) => row.action === 'update');
  const entries = await openFlashPrices(
    db,
    updates.map((row) => Number(row.id)),
    now,
  );
  // Each product's highest flash price comes first.
  const highest = new Map<number, (typeof entries)[number]>();
  for (const entry of entries) if (!highest.has(entry.product_id)) highest.set(entry.product_id, entry);
  const refused = new Map<PlannedRow, CellError[]>();
  for (const row of updates) {
    const entry = highest.get(Number(row.id));
    const prices = { price: toMinor(row.values.price), discount_price: toMinor(row.values.discount_price) };
    if (entry && sellingPrice(prices) <= entry.flash_price) {
      refused.set(row, [underFlashPrice(prices.discount_price > 0, entry.flash_price, entry.sale_name)]);
    }
  }
  return refused;
}
