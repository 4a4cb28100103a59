import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectLineLock } from './line-queries.ts';

/** Refuses a quantity change of a line priced by a valid quote. */
export async function assertQuantityFree(db: Db, userId: number, lineId: number, now: string): Promise<void> {
  const [line] = await selectLineLock(db, userId, lineId, now);
  if (line?.locked_by) throw quantityLocked(line.locked_by);
}

/** The refusal of a quantity change on a line the quote `quoteNumber` prices. */
export function quantityLocked(quoteNumber: string): AppError {
  return AppError.validation(
    'quantity',
    `This line has the quoted price of ${quoteNumber} for a fixed quantity; remove it to buy a different quantity.`,
  );
}
