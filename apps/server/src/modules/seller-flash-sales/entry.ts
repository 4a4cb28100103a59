import { type SellerFlashEntry, type SellerFlashEntryValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CatalogChange, catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { applyTerms } from './apply.ts';
import { revenueOfEntries } from './figures.ts';
import { followFlashPrices } from './flash-prices.ts';
import {
  deleteUnsoldEntry,
  type EntryRow,
  lockShopProducts,
  type ProductTerms,
  type SaleRow,
  shopEntry,
} from './queries.ts';
import { deleteWaitingOf } from './request-queries.ts';
import { requestTerms } from './request-terms.ts';
import { openSale } from './sale-state.ts';
import { toEntry } from './views.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

interface EntryWrite {
  shopId: number;
  saleId: number;
  productId: number;
  now: string;
}

/** What an entry write has in hand: the held sale and product, and the entry. */
interface Held {
  sale: SaleRow;
  product: ProductTerms;
  entry: EntryRow;
  at: EntryWrite;
}

/**
 * Runs `write` on the shop's entry of the product in an open sale, in a transaction holding the
 * sale and the product's row (as an order does before it takes flash units), then tells the
 * catalogue's caches what `write` says changed. Another shop's product, or a product not in the
 * sale, is not found (404).
 */
async function writeEntry(
  ctx: Context,
  sellerId: number,
  params: { id: number; product_id: number },
  write: (trx: Db, held: Held) => Promise<CatalogChange | undefined>,
): Promise<EntryWrite> {
  const at = {
    shopId: await sellerShopId(ctx.db, sellerId),
    saleId: params.id,
    productId: params.product_id,
    now: isoAt(ctx.clock),
  };
  const change = await ctx.db.transaction().execute(async (trx) => {
    const sale = await openSale(trx, ctx.kind, at.saleId, at.now);
    const [product] = await lockShopProducts(trx, ctx.kind, at.shopId, [at.productId]);
    const entry = product && (await shopEntry(trx, at.shopId, at.saleId, at.productId));
    if (!product || !entry) throw AppError.notFound('Flash sale product');
    return write(trx, { sale, product, entry, at });
  });
  if (change) catalogChanged(change);
  return at;
}

/**
 * `PUT /seller/flash-sales/{id}/entries/{product_id}`: a new flash price and quantity, held to
 * the rules of applyTerms. In a sale that asks for approval a new flash price becomes a request
 * (the entry keeps its terms until staff approve it); a new quantity alone changes at once.
 * Answers the entry and the request, if one was made.
 */
export async function updateEntry(
  ctx: Context,
  sellerId: number,
  params: { id: number; product_id: number },
  body: SellerFlashEntryValues,
): Promise<{ entry: SellerFlashEntry; requestId: number | null }> {
  const terms = { price: toMinor(body.price), quantity: body.quantity };
  let requestId: number | null = null;
  const at = await writeEntry(ctx, sellerId, params, async (trx, { sale, product, entry, at: write }) => {
    if (sale.approval_required === 1 && terms.price !== entry.price) {
      requestId = await requestTerms(trx, product, { ...write, terms });
      return undefined;
    }
    return applyTerms(trx, product, write.saleId, terms, write.now);
  });
  const entry = await shopEntry(ctx.db, at.shopId, at.saleId, at.productId);
  if (!entry) throw AppError.notFound('Flash sale product');
  const revenue = (await revenueOfEntries(ctx.db, [entry.id])).get(entry.id) ?? 0;
  return { entry: toEntry(entry, revenue), requestId };
}

/**
 * `DELETE /seller/flash-sales/{id}/entries/{product_id}`: the product leaves the sale, if none
 * of its flash units sold, with any request of it still waiting there. An entry that sold is
 * what its orders were sold from (a cancelled order gives its units back there), so it stays;
 * lowering its quantity to what sold ends its flash price instead. The delete is conditional on
 * nothing sold, so an order taking units at the same moment either comes first (and the entry
 * stays) or finds the price gone.
 */
export async function removeEntry(
  ctx: Context,
  sellerId: number,
  params: { id: number; product_id: number },
): Promise<void> {
  await writeEntry(ctx, sellerId, params, async (trx, { entry, at }) => {
    if (!(await deleteUnsoldEntry(trx, entry.id))) {
      throw new AppError(
        422,
        'Units of this product have sold in the sale, so it stays; set its quantity to what sold to stop selling it.',
      );
    }
    await deleteWaitingOf(trx, at.saleId, at.productId);
    return followFlashPrices(trx, at.now, [at.productId]);
  });
}
