import type { FlashSaleSummary } from '@souk/contract';
import { parseServerDate } from '../../lib/format.ts';

export type FlashSaleStatus = 'upcoming' | 'running' | 'ended';

/**
 * Where a sale stands at `now`, from its own dates, so a countdown that reaches zero moves the
 * page on (upcoming -> running -> ended) without waiting for the server.
 */
export function flashSaleStatus(sale: Pick<FlashSaleSummary, 'start_date' | 'end_date'>, now: number): FlashSaleStatus {
  const start = parseServerDate(sale.start_date)?.getTime() ?? 0;
  const end = parseServerDate(sale.end_date)?.getTime() ?? 0;
  if (now < start) return 'upcoming';
  return now < end ? 'running' : 'ended';
}
