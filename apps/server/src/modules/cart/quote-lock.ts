import type { ExpressionBuilder, JoinBuilder, Nullable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';

/** A cart line (`c`) beside the quote (`q`) that priced it. */
type LineAndQuote = Database & { c: Database['cart_items']; q: Nullable<Database['quotes']> };

/** Joins line `c` to its quote `q` while the quote is still valid by the server's clock `now`. */
export const whileQuoteValid = (now: string) => (join: JoinBuilder<LineAndQuote, 'c' | 'q'>) =>
  join.onRef('q.id', '=', 'c.quote_id').on('q.valid_until', '>', now);

/**
 * The number of the quote that fixes line `c`'s quantity, else null: the line holds the quote's
 * approved price (not reset) and the quote is still valid (`q` joined by whileQuoteValid).
 */
export const lockingQuote = (eb: ExpressionBuilder<LineAndQuote, 'c' | 'q'>) =>
  eb
    .case()
    .when(eb.and([eb('c.reset_price', '!=', 1), eb('c.approved_price', '>', 0)]))
    .then(eb.ref('q.quote_number'))
    .end();

const selectLineLock = preparedQuery((db, userId: number, lineId: number, now: string) =>
  db
    .selectFrom('cart_items as c')
    .leftJoin('quotes as q', whileQuoteValid(now))
    .select((eb) => lockingQuote(eb).as('locked_by'))
    .where('c.id', '=', lineId)
    .where('c.user_id', '=', userId),
);

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
