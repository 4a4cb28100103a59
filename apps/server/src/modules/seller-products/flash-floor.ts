import { fromMinor } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { productsUnderFlashPrice } from './flash-queries.ts';

/** What keepAboveFlashPrices throws: a CSV import plans again on it, to name the rows at fault. */
export class UnderFlashPrice extends AppError {
  constructor(message: string) {
    super(422, message, { price: [message] });
  }
}

/**
 * Refuses (422 on `price`, rolling the caller's transaction back) a price write that left any
 * of products `ids` selling at or under a flash price it holds in a running or coming flash
 * sale: shoppers pay the flash price while the sale runs, so they would pay more in the sale
 * than outside it. Called after the write, in its transaction: the write holds the products'
 * rows, and a flash entry being added holds them first too (seller-flash-sales), so the two
 * take turns and each sees the other's price.
 */
export async function keepAboveFlashPrices(trx: Db, ids: readonly number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  const under = await productsUnderFlashPrice(trx, ids, now);
  if (under.length === 0) return;
  const named = [...new Map(under.map((row) => [row.id, row])).values()]
    .slice(0, 3)
    .map((row) => `${row.name} (${fromMinor(row.flash_price).toFixed(2)})`)
    .join(', ');
  throw new UnderFlashPrice(`The price must stay above the flash price of a running or coming flash sale: ${named}.`);
}
