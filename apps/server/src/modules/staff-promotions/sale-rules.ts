import type { StaffFlashSaleValues } from '@souk/contract';
import type { StaffSaleRow } from './sale-queries.ts';

export type Problems = Record<string, string[]>;

type Dates = Pick<StaffFlashSaleValues, 'start_date' | 'end_date'>;

/**
 * What staff may not do to a sale's dates (`stored`, none for a new sale), by field, at `now`
 * with `sold` flash units of it sold:
 * - an ended sale's dates stay as they are: they are the record of when its orders were sold;
 * - a new or moved end is in the future (to stop a sale at once, switch it off);
 * - a running sale that has sold units keeps its start in the past: its orders were sold in it.
 * The start before the end is the schema's rule.
 */
export function dateProblems(stored: StaffSaleRow | undefined, body: Dates, now: string, sold: number): Problems {
  const changed = (field: keyof Dates) => stored?.[field] !== body[field];
  const problems: Problems = {};
  if (stored && stored.end_date <= now) {
    for (const field of ['start_date', 'end_date'] as const) {
      if (changed(field)) problems[field] = ['This flash sale has ended; its dates can no longer change.'];
    }
    return problems;
  }
  if (changed('end_date') && body.end_date <= now) problems.end_date = ['The end date must be in the future.'];
  if (stored && stored.start_date <= now && changed('start_date') && body.start_date > now && sold > 0) {
    problems.start_date = ['Units of this running sale have sold; its start cannot move into the future.'];
  }
  return problems;
}
