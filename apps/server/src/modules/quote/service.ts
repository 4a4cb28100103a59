import {
  type Quote,
  type quotesQuerySchema,
  type quoteStoreBodySchema,
  type QuotesResponse,
  toMinor,
  type quoteUpdateBodySchema,
} from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { findOption, findProductForCart } from '../cart/queries.ts';
import { readSettings } from '../settings/queries.ts';
import {
  findQuoteHead,
  insertQuote,
  moveQuote,
  type QuoteLineValues,
  type QuoteOwner,
  replaceQuoteLines,
  selectQuoteHeads,
  selectQuoteLines,
} from './queries.ts';
import { quoteStatusAt, toQuote, toQuotes } from './view.ts';

type StoreInput = z.output<typeof quoteStoreBodySchema>;
type UpdateInput = z.output<typeof quoteUpdateBodySchema>;

/** One quote as its owner (customer or shop) sees it now; anyone else's answers 404. */
export async function readQuote(ctx: AppContext, owner: QuoteOwner, id: number): Promise<Quote> {
  const head = await findQuoteHead(ctx.db, owner, id);
  if (!head) throw AppError.notFound('Quote');
  return toQuote(head, await selectQuoteLines(ctx.db, [head.id]), isoAt(ctx.clock));
}

/** The owner's quotes, newest first; `status` is the status as of now (Expired included). */
export async function listQuotes(ctx: AppContext, owner: QuoteOwner, query: z.output<typeof quotesQuerySchema>) {
  const now = isoAt(ctx.clock);
  const heads = await selectQuoteHeads(ctx.db, owner);
  // The status (Expired) follows the server's clock, so filtering and paging happen after reading.
  const wanted = query.status ? heads.filter((head) => quoteStatusAt(head, now) === query.status) : heads;
  const page = wanted.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  const lines = await selectQuoteLines(
    ctx.db,
    page.map((h) => h.id),
  );
  return { total: wanted.length, heads: page, quotes: toQuotes(page, lines, now) };
}

export async function customerQuotes(ctx: AppContext, userId: number, query: z.output<typeof quotesQuerySchema>) {
  const { total, quotes } = await listQuotes(ctx, { userId }, query);
  return { total, quotes } satisfies QuotesResponse;
}

/**
 * Checks every line against the shop's products on sale (and their sizes and colours), naming
 * the failing field as `lines.{i}.{field}`; prices become minor units.
 */
async function checkedLines(ctx: AppContext, shopId: number, lines: StoreInput['lines']): Promise<QuoteLineValues[]> {
  const now = isoAt(ctx.clock);
  const settings = await readSettings(ctx.db);
  const result: QuoteLineValues[] = [];
  for (const [i, line] of lines.entries()) {
    const product = await findProductForCart(ctx.db, line.product_id, now);
    const offered = product && (settings.multi_vendor || product.is_root === 1);
    if (!offered || product.shop_id !== shopId) {
      throw AppError.validation(`lines.${i}.product_id`, 'The selected product is not sold by this shop.');
    }
    const sizeId = line.size ?? null;
    const colorId = line.color ?? null;
    if (sizeId !== null && !(await findOption(ctx.db, 'product_sizes', product.id, sizeId))) {
      throw AppError.validation(`lines.${i}.size`, 'The selected size is not available for this product.');
    }
    if (colorId !== null && !(await findOption(ctx.db, 'product_colors', product.id, colorId))) {
      throw AppError.validation(`lines.${i}.color`, 'The selected color is not available for this product.');
    }
    const target = line.target_price ?? null;
    result.push({
      product_id: product.id,
      size_id: sizeId,
      color_id: colorId,
      quantity: line.quantity,
      target_price: target === null ? null : toMinor(target),
    });
  }
  return result;
}

/** `POST /quote/store`: a Pending quote to one shop for some of its products. */
export async function createQuote(ctx: AppContext, userId: number, body: StoreInput): Promise<Quote> {
  const lines = await checkedLines(ctx, body.shop_id, body.lines);
  const now = isoAt(ctx.clock);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const quoteId = await insertQuote(trx, userId, body.shop_id, body.note, now);
    await replaceQuoteLines(trx, quoteId, lines);
    return quoteId;
  });
  return readQuote(ctx, { userId }, id);
}

/** `POST /quote/{id}/update`: while Pending, the lines and note are replaced. */
export async function updateQuote(ctx: AppContext, userId: number, id: number, body: UpdateInput): Promise<Quote> {
  const current = await readQuote(ctx, { userId }, id);
  if (current.status !== 'Pending') throw new AppError(422, 'Only a pending quote can be edited.');
  const lines = await checkedLines(ctx, current.shop.id, body.lines);
  const now = isoAt(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await moveQuote(
      trx,
      { id, owner: { userId }, from: 'Pending' },
      { note: body.note, updated_at: now },
    );
    if (!moved) throw new AppError(422, 'Only a pending quote can be edited.');
    await replaceQuoteLines(trx, id, lines);
  });
  return readQuote(ctx, { userId }, id);
}

/** `POST /quote/{id}/cancel`: the shopper withdraws a Pending or (still valid) Quoted quote. */
export async function cancelQuote(ctx: AppContext, userId: number, id: number): Promise<Quote> {
  const current = await readQuote(ctx, { userId }, id);
  if (!current.can_cancel) throw new AppError(422, `A ${current.status.toLowerCase()} quote cannot be cancelled.`);
  const from = current.status === 'Pending' ? 'Pending' : 'Quoted';
  const now = isoAt(ctx.clock);
  const moved = await moveQuote(ctx.db, { id, owner: { userId }, from }, { status: 'Cancelled', updated_at: now });
  if (!moved) throw new AppError(422, 'The quote changed meanwhile; please reload it.');
  return readQuote(ctx, { userId }, id);
}
