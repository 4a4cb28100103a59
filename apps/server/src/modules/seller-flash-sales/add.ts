import { type SellerFlashAddValues, toMinor } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db, DbKind } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { sellerShopId } from '../seller/service.ts';
import { followFlashPrices } from './flash-prices.ts';
import { insertEntries, lockShopProducts, type ProductTerms, productsInSale } from './queries.ts';
import { openSale } from './sale-state.ts';
import { termsErrors } from './terms.ts';

type Row = SellerFlashAddValues['products'][number];

const IN_SALE = 'The product is already in this flash sale.';

const termsOf = (row: Row) => ({ price: toMinor(row.price), quantity: row.quantity });

/** Why the product may not join the sale at all, if it may not. */
function refusalOf(product: ProductTerms | undefined, inSale: boolean): string | undefined {
  if (!product) return 'The shop has no such product.';
  if (product.is_active !== 1) return 'Only active products can join a flash sale.';
  return inSale ? IN_SALE : undefined;
}

/** Every refused row's errors, named `products.{row}.{field}`. */
function rowErrors(rows: Row[], products: Map<number, ProductTerms>, inSale: Set<number>) {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, i) => {
    const product = products.get(row.product_id);
    const refusal = refusalOf(product, inSale.has(row.product_id));
    const fields = refusal || !product ? { product_id: refusal } : termsErrors(product, termsOf(row), 0);
    for (const [field, message] of Object.entries(fields)) {
      if (message) errors[`products.${i}.${field}`] = [message];
    }
  });
  return errors;
}

/**
 * The rows checked and written in one transaction that holds the products' rows: all are
 * added or none. The same product sent by several requests at once is added once: the
 * product's lock makes them take turns, and the unique index on sale and product stops any
 * that got past the check; the others are told it is already in.
 */
async function addInTransaction(trx: Db, kind: DbKind, shopId: number, saleId: number, rows: Row[], now: string) {
  const ids = rows.map((row) => row.product_id);
  const products = new Map((await lockShopProducts(trx, kind, shopId, ids)).map((p) => [p.id, p]));
  const errors = rowErrors(rows, products, await productsInSale(trx, saleId, ids));
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  const added = await insertEntries(
    trx,
    rows.map((row) => ({ flash_sale_id: saleId, product_id: row.product_id, ...termsOf(row), sold: 0 })),
  );
  const beaten = rows.flatMap((row, i) => (added.has(row.product_id) ? [] : [[`products.${i}.product_id`, [IN_SALE]]]));
  if (beaten.length > 0) throw AppError.fields(Object.fromEntries(beaten));
  return followFlashPrices(trx, now, ids);
}

/**
 * `POST /seller/flash-sales/{id}/entries`: the shop's active products join a running or coming
 * sale, each at a flash price below what it sells at and at most its stock. In a running sale
 * shoppers see the flash price at once, in lists, on the product and on the sale's page.
 */
export async function addEntries(
  ctx: Pick<AppContext, 'db' | 'kind' | 'clock'>,
  sellerId: number,
  saleId: number,
  body: SellerFlashAddValues,
): Promise<{ added: number }> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const now = isoAt(ctx.clock);
  await openSale(ctx.db, saleId, now);
  const change = await ctx.db
    .transaction()
    .execute((trx) => addInTransaction(trx, ctx.kind, shopId, saleId, body.products, now));
  catalogChanged(change);
  return { added: body.products.length };
}
