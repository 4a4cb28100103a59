import { type SellerFlashEntry, type SellerFlashEntryValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { revenueOfEntries } from './figures.ts';
import { followFlashPrices } from './flash-prices.ts';
import { deleteUnsoldEntry, type EntryRow, lockShopProducts, setEntryTerms, shopEntry } from './queries.ts';
import { openSale } from './sale-state.ts';
import { termsErrors } from './terms.ts';
import { toEntry } from './views.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

interface EntryWrite {
  shopId: number;
  saleId: number;
  productId: number;
  now: string;
}

/**
 * Runs `write` on the shop's entry of the product in an open sale, in a transaction holding the
 * product's row (as an order does before it takes flash units), then tells the catalogue's
 * caches. Another shop's product, or a product not in the sale, is not found (404).
 */
async function writeEntry(
  ctx: Context,
  sellerId: number,
  params: { id: number; product_id: number },
  write: (trx: Db, entry: EntryRow, at: EntryWrite) => Promise<void>,
): Promise<EntryWrite> {
  const at = {
    shopId: await sellerShopId(ctx.db, sellerId),
    saleId: params.id,
    productId: params.product_id,
    now: isoAt(ctx.clock),
  };
  await openSale(ctx.db, at.saleId, at.now);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const [product] = await lockShopProducts(trx, ctx.kind, at.shopId, [at.productId]);
    const entry = product && (await shopEntry(trx, at.shopId, at.saleId, at.productId));
    if (!entry) throw AppError.notFound('Flash sale product');
    await write(trx, entry, at);
    return followFlashPrices(trx, at.now, [at.productId]);
  });
  catalogChanged(change);
  return at;
}

/**
 * `PUT /seller/flash-sales/{id}/entries/{product_id}`: a new flash price and quantity. The
 * quantity never drops below the units sold, even against an order taking the last ones: the
 * update is conditional on what sold (and orders take flash units conditionally on the
 * quantity), so sold never passes quantity.
 */
export async function updateEntry(
  ctx: Context,
  sellerId: number,
  params: { id: number; product_id: number },
  body: SellerFlashEntryValues,
): Promise<SellerFlashEntry> {
  const terms = { price: toMinor(body.price), quantity: body.quantity };
  const at = await writeEntry(ctx, sellerId, params, async (trx, entry) => {
    const product = { price: entry.product_price, discount_price: entry.product_discount_price, quantity: entry.stock };
    const errors = Object.entries(termsErrors(product, terms, entry.sold));
    if (errors.length > 0)
      throw AppError.fields(Object.fromEntries(errors.map(([field, message]) => [field, [message]])));
    if (!(await setEntryTerms(trx, entry.id, terms))) {
      throw AppError.validation('quantity', 'More units have sold meanwhile; the quantity may not be less than them.');
    }
  });
  const entry = await shopEntry(ctx.db, at.shopId, at.saleId, at.productId);
  if (!entry) throw AppError.notFound('Flash sale product');
  return toEntry(entry, (await revenueOfEntries(ctx.db, [entry.id])).get(entry.id) ?? 0);
}

/**
 * `DELETE /seller/flash-sales/{id}/entries/{product_id}`: the product leaves the sale, if none
 * of its flash units sold. An entry that sold is what its orders were sold from (a cancelled
 * order gives its units back there), so it stays; lowering its quantity to what sold ends its
 * flash price instead. The delete is conditional on nothing sold, so an order taking units at
 * the same moment either comes first (and the entry stays) or finds the price gone.
 */
export async function removeEntry(
  ctx: Context,
  sellerId: number,
  params: { id: number; product_id: number },
): Promise<void> {
  await writeEntry(ctx, sellerId, params, async (trx, entry) => {
    if (!(await deleteUnsoldEntry(trx, entry.id))) {
      throw new AppError(
        422,
        'Units of this product have sold in the sale, so it stays; set its quantity to what sold to stop selling it.',
      );
    }
  });
}
