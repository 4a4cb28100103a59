import type { Db } from '../../db/database.ts';
import type { CatalogChange } from '../../lib/catalog-events.ts';
import { refreshFlashPrices } from '../catalog/flash-price-queries.ts';

/**
 * Inside an entry write's transaction: the products' stored flash price (what lists sort, filter
 * and sum by, and the search index reads) follows their entries at once, as the flash-price job
 * would only at the sale's next boundary. Answers what to tell the catalogue's caches once the
 * write is committed: a listing change when a price moved, else figures (a sale's page, the
 * flash units left).
 */
export async function followFlashPrices(trx: Db, now: string, productIds: number[]): Promise<CatalogChange> {
  return (await refreshFlashPrices(trx, now, productIds)) > 0 ? 'listing' : 'figures';
}
