import {
  type Quote,
  type quotesQuerySchema,
  type sellerQuoteAnswerBodySchema,
  type SellerQuoteResponse,
  type SellerQuotesResponse,
  toMinor,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { toWireDateTime } from '../../lib/time.ts';
import { moveQuote, priceQuoteLine, selectQuoteLines } from '../quote/queries.ts';
import { listQuotes, readQuote } from '../quote/service.ts';
import { ordersOfQuote } from './queries.ts';
import { sellerShopId } from './service.ts';

type AnswerInput = z.output<typeof sellerQuoteAnswerBodySchema>;

/** The longest a shop may hold its prices. */
const MAX_VALID_DAYS = 365;

/** `GET /seller/quotes`: the seller's own shop's quotes, newest first, with the customer. */
export async function sellerQuotes(
  ctx: AppContext,
  sellerId: number,
  query: z.output<typeof quotesQuerySchema>,
): Promise<SellerQuotesResponse> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const { total, heads, quotes } = await listQuotes(ctx, { shopId }, query);
  return {
    total,
    quotes: quotes.map((quote, i) => ({
      ...quote,
      customer: { id: heads[i]?.user_id ?? 0, name: heads[i]?.customer_name ?? '' },
    })),
  };
}

/** `GET /seller/quotes/{id}`: one of the shop's quotes and the orders placed at its prices. */
export async function sellerQuote(
  ctx: AppContext,
  sellerId: number,
  id: number,
): Promise<SellerQuoteResponse['quote']> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const quote = await readQuote(ctx, { shopId }, id);
  const orders = await ordersOfQuote(ctx.db, shopId, id);
  return { ...quote, orders: orders.map((order) => ({ ...order, created_at: toWireDateTime(order.created_at) })) };
}

/** The end of the day `date` (UTC) as stored; refused when before today or too far ahead. */
function validUntil(date: string, now: number): string {
  const end = Date.parse(`${date}T23:59:59.999Z`);
  if (end < now) throw AppError.validation('valid_until', 'The valid until must be today or a later date.');
  if (end > now + MAX_VALID_DAYS * 86_400_000) {
    throw AppError.validation('valid_until', `The valid until may be at most ${MAX_VALID_DAYS} days ahead.`);
  }
  return new Date(end).toISOString();
}

/** One price per line of the quote, each line exactly once; prices become minor units. */
async function checkedPrices(db: Db, quoteId: number, lines: AnswerInput['lines']) {
  const ids = (await selectQuoteLines(db, [quoteId])).map((line) => line.id);
  const sent = lines.map((line) => line.id);
  if (sent.length !== ids.length || new Set(sent).size !== sent.length || !sent.every((id) => ids.includes(id))) {
    throw AppError.validation('lines', 'Give one unit price for every line of the quote.');
  }
  return lines.map((line, i) => {
    const price = toMinor(line.unit_price);
    if (price <= 0) throw AppError.validation(`lines.${i}.unit_price`, 'The unit price must be greater than 0.');
    return { id: line.id, price };
  });
}

/**
 * `POST /seller/quotes/{id}/answer`: prices a Pending quote of the seller's shop until
 * `valid_until`. The lines are checked after the conditional move to Quoted, inside its
 * transaction: the move holds the quote's row lock (PostgreSQL) or the one connection (SQLite),
 * and the shopper's edit takes that same lock before it replaces the lines, so the lines priced
 * are the lines the quote keeps (checked before, an edit in between left a Quoted quote unpriced).
 */
export async function answerQuote(ctx: AppContext, sellerId: number, id: number, body: AnswerInput): Promise<Quote> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const current = await readQuote(ctx, { shopId }, id);
  if (current.status !== 'Pending') throw new AppError(422, 'Only a pending quote can be answered.');
  const until = validUntil(body.valid_until, ctx.clock.now());
  const now = isoAt(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const values = { status: 'Quoted' as const, valid_until: until, shop_note: body.note, answered_at: now };
    if (!(await moveQuote(trx, { id, owner: { shopId }, from: 'Pending' }, { ...values, updated_at: now }))) {
      throw new AppError(422, 'The quote changed meanwhile; please reload it.');
    }
    const prices = await checkedPrices(trx, id, body.lines);
    for (const line of prices) {
      await priceQuoteLine(trx, id, line.id, line.price);
    }
  });
  return readQuote(ctx, { shopId }, id);
}

/** `POST /seller/quotes/{id}/reject`: the shop declines a Pending quote. */
export async function rejectQuote(ctx: AppContext, sellerId: number, id: number, note: string | null): Promise<Quote> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  const current = await readQuote(ctx, { shopId }, id);
  if (current.status !== 'Pending') throw new AppError(422, 'Only a pending quote can be rejected.');
  const now = isoAt(ctx.clock);
  const values = { status: 'Rejected' as const, shop_note: note, answered_at: now, updated_at: now };
  if (!(await moveQuote(ctx.db, { id, owner: { shopId }, from: 'Pending' }, values))) {
    throw new AppError(422, 'The quote changed meanwhile; please reload it.');
  }
  return readQuote(ctx, { shopId }, id);
}
