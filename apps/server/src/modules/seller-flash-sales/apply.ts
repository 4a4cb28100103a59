import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogChange } from '../../lib/catalog-events.ts';
import { followFlashPrices } from './flash-prices.ts';
import { insertEntries, type ProductTerms, saleEntry, setEntryTerms, unitsInOtherSales } from './queries.ts';
import { type EntryTerms, termsErrors } from './terms.ts';

/** The refusal of terms whose quantity fell under what sold while they were being written. */
const SOLD_MEANWHILE = 'More units have sold meanwhile; the quantity may not be less than them.';

/** Refuses (422, by field) what `termsErrors` found. */
export function refuseTerms(errors: Partial<Record<keyof EntryTerms, string>>): void {
  const found = Object.entries(errors);
  if (found.length > 0) throw AppError.fields(Object.fromEntries(found.map(([field, message]) => [field, [message]])));
}

/** What is wrong with `terms` for the held product in the sale, counting its entry there and its units elsewhere. */
export async function termsProblems(trx: Db, product: ProductTerms, saleId: number, terms: EntryTerms, now: string) {
  const entry = await saleEntry(trx, saleId, product.id);
  const elsewhere = (await unitsInOtherSales(trx, [product.id], saleId, now)).get(product.id);
  return { entry, errors: termsErrors(product, terms, entry?.sold ?? 0, elsewhere) };
}

/**
 * Inside a transaction that holds the sale and the product's row (as an order takes the product
 * before its flash units): the product takes `terms` in the sale, joining it if it is not in it,
 * each rule checked again on what is stored now (the flash price below what it sells at, the
 * units within its stock and above what sold). The quantity never drops below the units sold,
 * even against an order taking the last ones: the update is conditional on what sold. The one
 * way terms become live, for a shop's own change and for staff approving its request. Answers
 * what to tell the catalogue's caches once committed.
 */
export async function applyTerms(
  trx: Db,
  product: ProductTerms,
  saleId: number,
  terms: EntryTerms,
  now: string,
): Promise<CatalogChange> {
  const { entry, errors } = await termsProblems(trx, product, saleId, terms, now);
  if (!entry && product.is_active !== 1) {
    throw AppError.validation('product_id', 'Only active products can join a flash sale.');
  }
  refuseTerms(errors);
  if (!entry) {
    await insertEntries(trx, [{ flash_sale_id: saleId, product_id: product.id, ...terms, sold: 0 }]);
  } else if (!(await setEntryTerms(trx, entry.id, terms))) {
    throw AppError.validation('quantity', SOLD_MEANWHILE);
  }
  return followFlashPrices(trx, now, [product.id]);
}
