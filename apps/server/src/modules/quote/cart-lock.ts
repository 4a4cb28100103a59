import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The cart line `lineId` when it holds a quote's approved price that still applies (not reset,
 * quote still valid): its quantity is the quoted one and may not change.
 */
async function findLockedQuoteLine(db: Db, userId: number, lineId: number, now: string) {
  const [line] = await selectLockedQuoteLine(db, userId, lineId, now);
  return line;
}

const selectLockedQuoteLine = preparedQuery((db, userId: number, lineId: number, now: string) =>
  db
    .selectFrom('cart_items as c')
    .innerJoin('quotes as q', 'q.id', 'c.quote_id')
    .select(['c.id', 'q.quote_number'])
    .where('c.id', '=', lineId)
    .where('c.user_id', '=', userId)
    .where('c.reset_price', '!=', 1)
    .where('c.approved_price', '>', 0)
    .where('q.valid_until', '>', now),
);

/** Refuses a quantity change of a line priced by a valid quote. */
export async function assertQuantityFree(db: Db, userId: number, lineId: number, now: string): Promise<void> {
  const locked = await findLockedQuoteLine(db, userId, lineId, now);
  if (locked) throw quantityLocked(locked.quote_number);
}

/** The refusal of a quantity change on a line the quote `quoteNumber` prices. */
export function quantityLocked(quoteNumber: string): AppError {
  return AppError.validation(
    'quantity',
    `This line has the quoted price of ${quoteNumber} for a fixed quantity; remove it to buy a different quantity.`,
  );
}
