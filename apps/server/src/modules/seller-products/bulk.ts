import { type sellerProductsBulkBodySchema, toMinor } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { keepAboveFlashPrices } from './flash-floor.ts';
import { countOwned, setPriceAndStock } from './queries.ts';

/**
 * `POST /seller/products/bulk`: the same price and/or stock on the selected products, in one
 * transaction. A selection holding any product that is not the shop's (another shop's, or none)
 * is refused whole (404) and changes nothing: the console only offers the shop's own, so such a
 * request is stale or forged, and applying part of it would leave the owner guessing which
 * part. Answers how many products were changed.
 */
export async function bulkUpdate(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  sellerId: number,
  body: z.output<typeof sellerProductsBulkBodySchema>,
): Promise<{ updated: number }> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const ids = [...new Set(body.ids)];
  const price = body.price === undefined ? undefined : toMinor(body.price);
  const now = isoAt(ctx.clock);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    if ((await countOwned(trx, shopId, ids)) !== ids.length) throw AppError.notFound('Product');
    const changed = await setPriceAndStock(trx, shopId, ids, { price, quantity: body.quantity, now });
    if (price !== undefined) await keepAboveFlashPrices(trx, ids, now);
    return changed;
  });
  // Stock alone moves no list's selection or order; a price does.
  catalogChanged(price === undefined ? 'figures' : 'listing');
  return { updated };
}
