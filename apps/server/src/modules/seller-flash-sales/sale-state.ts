import type { FlashSaleStatus } from '@souk/contract';
import type { Db, DbKind } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeSale, type SaleRow } from './queries.ts';

export function saleStatus(sale: Pick<SaleRow, 'start_date' | 'end_date'>, now: string): FlashSaleStatus {
  if (sale.end_date <= now) return 'ended';
  return sale.start_date <= now ? 'running' : 'upcoming';
}

/** The active sale `id` (404 when there is none, or it is switched off); held in the transaction with `kind`. */
export async function findSale(db: Db, id: number, kind?: DbKind): Promise<SaleRow> {
  const sale = await activeSale(db, id, kind);
  if (!sale) throw AppError.notFound('Flash sale');
  return sale;
}

/** The refusal of a change to an ended sale's entries. */
export const SALE_ENDED = 'This flash sale has ended; its products can no longer be changed.';

/**
 * The active sale `id` if its entries may still change: running or to come. An ended sale's
 * entries are the record of what it sold, so they stay as they are. Inside an entry write's
 * transaction (`trx`, `kind`) the sale is held until it ends (see activeSale).
 */
export async function openSale(trx: Db, kind: DbKind, id: number, now: string): Promise<SaleRow> {
  const sale = await findSale(trx, id, kind);
  if (saleStatus(sale, now) === 'ended') throw new AppError(422, SALE_ENDED);
  return sale;
}
