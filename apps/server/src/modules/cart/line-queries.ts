/**
 * The cart lines' writes that the cart shares with the modules putting lines in it (ordering
 * again, accepting a quote), and how a line's quote fixes its quantity.
 */
import type { ExpressionBuilder, Insertable, JoinBuilder, Nullable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/types.ts';

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

/** The number of the quote that fixes the customer's line's quantity (`locked_by`, else null). */
export const selectLineLock = preparedQuery((db, userId: number, lineId: number, now: string) =>
  db
    .selectFrom('cart_items as c')
    .leftJoin('quotes as q', whileQuoteValid(now))
    .select((eb) => lockingQuote(eb).as('locked_by'))
    .where('c.id', '=', lineId)
    .where('c.user_id', '=', userId),
);

export async function insertCartLines(
  db: Db,
  lines: Insertable<Database['cart_items']> | Insertable<Database['cart_items']>[],
): Promise<void> {
  await db.insertInto('cart_items').values(lines).execute();
}

/** Empties the customer's buy-now slot (a new buy-now line replaces what it held). */
export async function emptyBuyNow(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('is_buy_now', '=', 1).execute();
}

/** Gives the customer's line a quote's quantity and approved price. */
export async function setQuotedLine(
  db: Db,
  userId: number,
  lineId: number,
  quoted: Updateable<Database['cart_items']>,
): Promise<void> {
  await db.updateTable('cart_items').set(quoted).where('id', '=', lineId).where('user_id', '=', userId).execute();
}
