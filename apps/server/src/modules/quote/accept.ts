import type { Quote } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { withCustomerLock } from '../../db/customer-lock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { insertCartLines, setQuotedLine } from '../cart/line-queries.ts';
import { cartShopIds, findProductForCart, findSameLine } from '../cart/queries.ts';
import { readSettings } from '../settings/queries.ts';
import { markAccepted, type QuoteLineRow, selectQuoteLines } from './queries.ts';
import { readQuote } from './service.ts';

const ONE_SHOP_MESSAGE = 'You can only add products from the same shop!';

/** Every quoted product must still be on sale; the cart holds only products one can buy. */
async function assertOnSale(ctx: AppContext, lines: readonly QuoteLineRow[], now: string) {
  for (const line of lines) {
    if (!(await findProductForCart(ctx.db, line.product_id, now))) {
      throw new AppError(422, `${line.name} is no longer on sale, so this quote cannot be accepted.`);
    }
  }
}

/**
 * Puts one quoted line in the cart at its approved unit price for exactly the quoted quantity,
 * replacing a line of the same product, size and colour (which would otherwise be priced twice).
 */
async function putInCart(trx: Db, userId: number, quoteId: number, line: QuoteLineRow, shopId: number, now: string) {
  const quoted = {
    quantity: line.quantity,
    approved_price: line.unit_price ?? 0,
    reset_price: 0,
    quote_id: quoteId,
    updated_at: now,
  };
  const same = await findSameLine(trx, userId, line.product_id, line.size_id, line.color_id, now);
  if (same) {
    await setQuotedLine(trx, userId, same.id, quoted);
    return;
  }
  await insertCartLines(trx, {
    ...quoted,
    user_id: userId,
    product_id: line.product_id,
    shop_id: shopId,
    size_id: line.size_id,
    color_id: line.color_id,
    unit_id: line.unit_id,
    is_buy_now: 0,
    created_at: now,
  });
}

/**
 * `POST /quote/{id}/accept`: a Quoted quote still valid by the server's clock becomes Accepted
 * and its lines enter the cart at the approved prices, all in one transaction under the
 * customer's lock. The status
 * change is conditional on the quote still being Quoted and valid, so a double click or a
 * race with expiry cannot accept it twice or late.
 */
export async function acceptQuote(ctx: AppContext, userId: number, id: number): Promise<Quote> {
  const current = await readQuote(ctx, { userId }, id);
  if (current.status === 'Expired') throw new AppError(422, 'This quote has expired.');
  if (current.status !== 'Quoted') throw new AppError(422, 'Only a quoted quote can be accepted.');
  const now = isoAt(ctx.clock);
  const lines = await selectQuoteLines(ctx.db, [id]);
  await assertOnSale(ctx, lines, now);
  const settings = await readSettings(ctx.db);
  // Under the customer's lock: a quantity change or an order of the cart waits until the
  // quoted lines are in (or sees them), never acts on what was there before.
  await withCustomerLock(ctx.db, userId, async (trx) => {
    if (settings.one_shop_per_cart) {
      const shops = await cartShopIds(trx, userId);
      if (shops.some((shopId) => shopId !== current.shop.id)) throw new AppError(422, ONE_SHOP_MESSAGE);
    }
    if (!(await markAccepted(trx, userId, id, now)))
      throw new AppError(422, 'The quote changed meanwhile; please reload it.');
    for (const line of lines) await putInCart(trx, userId, id, line, current.shop.id, now);
  });
  return readQuote(ctx, { userId }, id);
}
