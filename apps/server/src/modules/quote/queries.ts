import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { QuotesTable } from '../../db/types.ts';
import { translateRows } from '../translations/translations.ts';

/** Whose quotes a query may see: a customer's own, or one shop's. Always in the WHERE clause. */
export type QuoteOwner = { userId: number } | { shopId: number };

function quoteHeads(db: Db, owner: QuoteOwner) {
  const query = db
    .selectFrom('quotes as q')
    .innerJoin('shops as s', 's.id', 'q.shop_id')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('q')
    .select(['s.name as shop_name', 's.logo as shop_logo', 's.rating as shop_rating', 'u.name as customer_name']);
  return 'userId' in owner ? query.where('q.user_id', '=', owner.userId) : query.where('q.shop_id', '=', owner.shopId);
}
export type QuoteHead = Awaited<ReturnType<ReturnType<typeof quoteHeads>['execute']>>[number];

/** The owner's quotes, newest first; `status` filters the stored status. */
export function selectQuoteHeads(db: Db, owner: QuoteOwner, statuses?: QuotesTable['status'][]) {
  let query = quoteHeads(db, owner).orderBy('q.id', 'desc');
  if (statuses) query = query.where('q.status', 'in', statuses);
  return query.execute();
}

export function findQuoteHead(db: Db, owner: QuoteOwner, id: number) {
  return quoteHeads(db, owner).where('q.id', '=', id).executeTakeFirst();
}

/** The lines of `quoteIds` with their product, size and colour. */
export async function selectQuoteLines(db: Db, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return [];
  const lines = await db
    .selectFrom('quote_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('product_sizes as sz', 'sz.id', 'i.size_id')
    .leftJoin('product_colors as co', 'co.id', 'i.color_id')
    .select([
      'i.id',
      'i.quote_id',
      'i.product_id',
      'i.quantity',
      'i.target_price',
      'i.unit_price',
      'i.size_id',
      'i.color_id',
      'p.name',
      'p.thumbnail',
      'p.price',
      'p.discount_price',
      'p.unit_id',
      'sz.name as size_name',
      'co.name as color_name',
    ])
    .where('i.quote_id', 'in', [...quoteIds])
    .orderBy('i.id')
    .execute();
  // Product names in the reader's language, as the catalogue shows them.
  return translateRows(db, 'product', lines, ['name'], (line) => line.product_id);
}
export type QuoteLineRow = Awaited<ReturnType<typeof selectQuoteLines>>[number];

export interface QuoteLineValues {
  product_id: number;
  size_id: number | null;
  color_id: number | null;
  quantity: number;
  target_price: number | null;
}

export async function replaceQuoteLines(db: Db, quoteId: number, lines: readonly QuoteLineValues[]) {
  await db.deleteFrom('quote_items').where('quote_id', '=', quoteId).execute();
  await db
    .insertInto('quote_items')
    .values(lines.map((line) => ({ ...line, quote_id: quoteId, unit_price: null })))
    .execute();
}

/**
 * Moves a quote from `from` to a new state, only if it is still in `from` (two racing changes
 * cannot both apply); true when it moved.
 */
export async function moveQuote(
  db: Db,
  where: { id: number; owner: QuoteOwner; from: QuotesTable['status'] },
  values: Partial<Pick<QuotesTable, 'status' | 'note' | 'shop_note' | 'valid_until' | 'answered_at'>> & {
    updated_at: string;
  },
): Promise<boolean> {
  let query = db.updateTable('quotes').set(values).where('id', '=', where.id).where('status', '=', where.from);
  query =
    'userId' in where.owner
      ? query.where('user_id', '=', where.owner.userId)
      : query.where('shop_id', '=', where.owner.shopId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The shop's unit price for one line of quote `quoteId` (the shop's answer). */
export async function priceQuoteLine(db: Db, quoteId: number, lineId: number, unitPrice: number) {
  await db
    .updateTable('quote_items')
    .set({ unit_price: unitPrice })
    .where('id', '=', lineId)
    .where('quote_id', '=', quoteId)
    .execute();
}

/** A new Pending quote of the customer to one shop, numbered "QT-" + its padded id; its id. */
export async function insertQuote(trx: Db, userId: number, shopId: number, note: string | null, now: string) {
  const quote = await trx
    .insertInto('quotes')
    .values({
      // Unique placeholder until the id is known; the number is "QT-" + the padded id.
      quote_number: `new-${randomBytes(8).toString('hex')}`,
      user_id: userId,
      shop_id: shopId,
      status: 'Pending',
      note,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('quotes')
    .set({ quote_number: `QT-${String(quote.id).padStart(6, '0')}` })
    .where('id', '=', quote.id)
    .execute();
  return quote.id;
}

/**
 * Accepts the customer's quote only while it is Quoted and still valid at `now`, so a double
 * click or a race with expiry cannot accept it twice or late; true when it moved.
 */
export async function markAccepted(db: Db, userId: number, id: number, now: string): Promise<boolean> {
  const moved = await db
    .updateTable('quotes')
    .set({ status: 'Accepted', updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'Quoted')
    .where('valid_until', '>', now)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
