import type { FlashSaleStatus } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { activeSale, type SaleRow } from './queries.ts';

export function saleStatus(sale: Pick<SaleRow, 'start_date' | 'end_date'>, now: string): FlashSaleStatus {
  if (sale.end_date <= now) return 'ended';
  return sale.start_date <= now ? 'running' : 'upcoming';
}

/** The active sale `id` (404 when there is none, or it is switched off). */
export async function findSale(db: Db, id: number): Promise<SaleRow> {
  const sale = await activeSale(db, id);
  if (!sale) throw AppError.notFound('Flash sale');
  return sale;
}

/**
 * The active sale `id` if its entries may still change: running or to come. An ended sale's
 * entries are the record of what it sold, so they stay as they are.
 */
export async function openSale(db: Db, id: number, now: string): Promise<{ sale: SaleRow; running: boolean }> {
  const sale = await findSale(db, id);
  const status = saleStatus(sale, now);
  if (status === 'ended') throw new AppError(422, 'This flash sale has ended; its products can no longer be changed.');
  return { sale, running: status === 'running' };
}
