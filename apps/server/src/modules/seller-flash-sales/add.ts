import { type SellerFlashAddValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db, DbKind } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CatalogChange, catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { followFlashPrices } from './flash-prices.ts';
import { insertEntries, lockShopProducts, type ProductTerms, productsInSale, unitsInOtherSales } from './queries.ts';
import { insertRequests, productsWaiting } from './request-queries.ts';
import { WAITING } from './request-terms.ts';
import { openSale } from './sale-state.ts';
import { termsErrors } from './terms.ts';

type Row = SellerFlashAddValues['products'][number];

const IN_SALE = 'The product is already in this flash sale.';

const termsOf = (row: Row) => ({ price: toMinor(row.price), quantity: row.quantity });

/** What the rows are checked against, read with the products held. */
interface Standing {
  products: Map<number, ProductTerms>;
  inSale: Set<number>;
  waiting: Set<number>;
  /** Each product's flash units left in the other sales still to sell. */
  elsewhere: Map<number, number>;
}

/** Why the product may not join the sale at all, if it may not. */
function refusalOf(product: ProductTerms | undefined, id: number, standing: Standing): string | undefined {
  if (!product) return 'The shop has no such product.';
  if (product.is_active !== 1) return 'Only active products can join a flash sale.';
  if (standing.inSale.has(id)) return IN_SALE;
  return standing.waiting.has(id) ? WAITING : undefined;
}

/** Every refused row's errors, named `products.{row}.{field}`. */
function rowErrors(rows: Row[], standing: Standing) {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, i) => {
    const product = standing.products.get(row.product_id);
    const refusal = refusalOf(product, row.product_id, standing);
    const fields =
      refusal || !product
        ? { product_id: refusal }
        : termsErrors(product, termsOf(row), 0, standing.elsewhere.get(row.product_id));
    for (const [field, message] of Object.entries(fields)) {
      if (message) errors[`products.${i}.${field}`] = [message];
    }
  });
  return errors;
}

/** Refuses the rows a write at the same moment beat (the unique indexes let one through), naming `message`. */
function refuseBeaten(rows: Row[], written: { has: (productId: number) => boolean }, message: string) {
  const beaten = rows.flatMap((row, i) =>
    written.has(row.product_id) ? [] : [[`products.${i}.product_id`, [message]]],
  );
  if (beaten.length > 0) throw AppError.fields(Object.fromEntries(beaten));
}

interface Added {
  added: number;
  requested: number;
  /** What to tell the catalogue's caches; none when only requests were written. */
  change?: CatalogChange;
}

/**
 * The rows checked and written in one transaction that holds the sale and the products' rows:
 * all are added (or requested, in a sale that asks for approval) or none. The same product sent
 * by several requests at once is added once: the product's lock makes them take turns, and the
 * unique indexes on sale and product (on the waiting requests) stop any that got past the check;
 * the others are told it is already in (or waiting).
 */
async function addInTransaction(trx: Db, kind: DbKind, shopId: number, saleId: number, rows: Row[], now: string) {
  const sale = await openSale(trx, kind, saleId, now);
  const ids = rows.map((row) => row.product_id);
  const standing: Standing = {
    products: new Map((await lockShopProducts(trx, kind, shopId, ids)).map((p) => [p.id, p])),
    inSale: await productsInSale(trx, saleId, ids),
    waiting: await productsWaiting(trx, saleId, ids),
    elsewhere: await unitsInOtherSales(trx, ids, saleId, now),
  };
  const errors = rowErrors(rows, standing);
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  if (sale.approval_required === 1) {
    const requested = await insertRequests(
      trx,
      rows.map((row) => ({
        flash_sale_id: saleId,
        product_id: row.product_id,
        shop_id: shopId,
        ...termsOf(row),
        created_at: now,
      })),
    );
    refuseBeaten(rows, requested, WAITING);
    return { added: 0, requested: rows.length } satisfies Added;
  }
  const added = await insertEntries(
    trx,
    rows.map((row) => ({ flash_sale_id: saleId, product_id: row.product_id, ...termsOf(row), sold: 0 })),
  );
  refuseBeaten(rows, added, IN_SALE);
  return { added: rows.length, requested: 0, change: await followFlashPrices(trx, now, ids) } satisfies Added;
}

/**
 * `POST /seller/flash-sales/{id}/entries`: the shop's active products join a running or coming
 * sale, each at a flash price below what it sells at and at most its stock. In a running sale
 * shoppers see the flash price at once, in lists, on the product and on the sale's page. In a
 * sale that asks for approval, each becomes a request staff decide, and shoppers see nothing yet.
 */
export async function addEntries(
  ctx: Pick<AppContext, 'db' | 'kind' | 'clock'>,
  sellerId: number,
  saleId: number,
  body: SellerFlashAddValues,
): Promise<{ added: number; requested: number }> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const now = isoAt(ctx.clock);
  const { change, ...counts } = await ctx.db
    .transaction()
    .execute((trx): Promise<Added> => addInTransaction(trx, ctx.kind, shopId, saleId, body.products, now));
  if (change) catalogChanged(change);
  return counts;
}
