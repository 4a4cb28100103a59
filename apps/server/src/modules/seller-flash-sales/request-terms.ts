import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseTerms, termsProblems } from './apply.ts';
import type { ProductTerms } from './queries.ts';
import { insertRequests, productsWaiting } from './request-queries.ts';
import type { EntryTerms } from './terms.ts';

export const WAITING = 'A request for this product is already waiting for approval in this flash sale.';

/**
 * Inside a transaction holding the sale and the product: asks staff for new terms of the
 * product's entry in a sale that asks for approval. They are checked now as they will be again
 * when staff approve, so a shop learns at once what would be refused; one request of a product
 * waits in a sale at a time. The new request's id.
 */
export async function requestTerms(
  trx: Db,
  product: ProductTerms,
  at: { shopId: number; saleId: number; now: string; terms: EntryTerms },
): Promise<number> {
  refuseTerms((await termsProblems(trx, product, at.saleId, at.terms, at.now)).errors);
  const waiting = () => AppError.validation('price', WAITING);
  if ((await productsWaiting(trx, at.saleId, [product.id])).has(product.id)) throw waiting();
  const added = await insertRequests(trx, [
    { flash_sale_id: at.saleId, product_id: product.id, shop_id: at.shopId, ...at.terms, created_at: at.now },
  ]);
  const id = added.get(product.id);
  if (id === undefined) throw waiting();
  return id;
}
