import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedCommand, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/types.ts';
import { selectCatalog } from '../catalog/queries.ts';
import { lockingQuote, whileQuoteValid } from './line-queries.ts';

/**
 * The running flash sale's lowest price and least remaining quantity for `p.id`, as correlated
 * subqueries: a cart holds a handful of lines, so this reads a few rows per line rather than
 * joining the whole catalogue first (which PostgreSQL did with fresh statistics).
 */
function runningFlash(eb: ExpressionBuilder<FlashScope, 'p'>, now: string) {
  const sale = () =>
    eb
      .selectFrom('flash_sale_products as fsp')
      .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
      .whereRef('fsp.product_id', '=', 'p.id')
      .where('fs.is_active', '=', 1)
      .where('fs.start_date', '<=', now)
      .where('fs.end_date', '>', now)
      .whereRef('fsp.sold', '<', 'fsp.quantity');
  return [
    sale()
      .select((e) => e.fn.min('fsp.price').as('v'))
      .$asScalar()
      .as('flash_price'),
    sale()
      .select((e) => e.fn.min(e('fsp.quantity', '-', e.ref('fsp.sold'))).as('v'))
      .$asScalar()
      .as('flash_left'),
  ] as const;
}
type FlashScope = Database & { p: Database['products'] };

/**
 * The customer's cart lines (or buy-now line) with everything that prices and shows them: the
 * product on sale, its shop, the chosen size, colour and unit, and a running flash sale with
 * stock left. Lines of products taken off sale drop out here. The query starts from the
 * customer's lines (indexed by user), so its cost follows the cart's size, not the catalogue's.
 */
export function selectCartLines(db: Db, userId: number, buyNow: boolean, now: string) {
  return cartLinesQuery(db, userId, buyNow ? 1 : 0, now);
}

/** The cart read after every cart call: selectCartLines, compiled once. */
export const readCartLines = preparedQuery(cartLinesQuery);

function cartLinesQuery(db: Db, userId: number, buyNow: number, now: string) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .leftJoin('product_sizes as sz', 'sz.id', 'c.size_id')
    .leftJoin('product_colors as co', 'co.id', 'c.color_id')
    .leftJoin('units as un', 'un.id', 'c.unit_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('quotes as q', 'q.id', 'c.quote_id')
    .select((eb) => [
      'c.id as cart_id',
      'c.quantity',
      'c.approved_price',
      'c.quote_id',
      // A quote's approved price holds until its valid_until by the server's clock; past it the
      // line reads as reset (reset_price 1 = the normal price,
      // docs/features/basket.md#line-prices), for the view, checkout and place-order alike.
      eb
        .case()
        .when(eb.and([eb('c.quote_id', 'is not', null), eb('q.valid_until', '<=', now)]))
        .then(eb.lit(1))
        .else(eb.ref('c.reset_price'))
        .end()
        .as('reset_price'),
      'q.quote_number',
      eb
        .case()
        .when(
          eb.and([
            eb('c.reset_price', '!=', 1),
            eb('c.approved_price', '>', 0),
            eb('c.quote_id', 'is not', null),
            eb('q.valid_until', '<=', now),
          ]),
        )
        .then(eb.lit(1))
        .else(eb.lit(0))
        .end()
        .as('quote_expired'),
      'c.is_buy_now',
      'p.id as product_id',
      'p.name',
      'p.thumbnail',
      'p.price',
      'p.discount_price',
      'p.quantity as stock',
      'p.is_digital',
      'b.name as brand',
      'sz.id as size_id',
      'sz.name as size_name',
      'sz.price as size_extra',
      'co.id as color_id',
      'co.name as color_name',
      'co.price as color_extra',
      'un.id as unit_id',
      'un.name as unit_name',
      ...runningFlash(eb, now),
      's.id as shop_id',
      's.name as shop_name',
      's.logo as shop_logo',
      's.rating as shop_rating',
      's.opening_time',
      's.closing_time',
      's.delivery_charge as shop_delivery_charge',
      's.is_root',
    ])
    .where('c.user_id', '=', userId)
    .where('c.is_buy_now', '=', buyNow)
    .where('p.is_active', '=', 1)
    .where('s.is_active', '=', 1)
    .orderBy('s.id')
    .orderBy('c.id');
}
export type CartLineRow = Awaited<ReturnType<ReturnType<typeof selectCartLines>['execute']>>[number];

/** A product on sale with what adding it to the cart checks: stock, options, flash stock left. */
export async function findProductForCart(db: Db, productId: number, now: string) {
  const [product] = await selectProductForCart(db, productId, now);
  return product;
}

const selectProductForCart = preparedQuery((db, productId: number, now: string) =>
  selectCatalog(db, now)
    .select(['p.id', 'p.name', 'p.quantity', 'p.unit_id', 'p.shop_id', 's.is_root', 'fl.flash_price', 'fl.flash_left'])
    .where('p.id', '=', productId),
);

export function findOption(db: Db, table: 'product_sizes' | 'product_colors', productId: number, id: number) {
  return db.selectFrom(table).select('id').where('product_id', '=', productId).where('id', '=', id).executeTakeFirst();
}

/**
 * The same product with the same size and colour already in the cart (not the buy-now slot),
 * with the number of the quote that fixes its quantity while that quote's price holds (else
 * null): one query where an add to an existing line would otherwise make two.
 */
export async function findSameLine(
  db: Db,
  userId: number,
  productId: number,
  sizeId: number | null,
  colorId: number | null,
  now: string,
) {
  const [line] = await selectSameLine(db, userId, productId, sizeId ?? 0, colorId ?? 0, now);
  return line;
}

// The expressions of cart_items_line_unique (no option reads as 0), so the lookup is that index's.
const selectSameLine = preparedQuery(
  (db, userId: number, productId: number, sizeId: number, colorId: number, now: string) =>
    db
      .selectFrom('cart_items as c')
      .leftJoin('quotes as q', whileQuoteValid(now))
      .select((eb) => ['c.id', 'c.quantity', lockingQuote(eb).as('locked_by')])
      .where('c.user_id', '=', userId)
      .where('c.product_id', '=', productId)
      .where((eb) => eb(eb.fn.coalesce('c.size_id', eb.lit(0)), '=', sizeId))
      .where((eb) => eb(eb.fn.coalesce('c.color_id', eb.lit(0)), '=', colorId))
      .where('c.is_buy_now', '=', 0),
);

/** The shops the customer's cart (not the buy-now slot) holds products of. */
export async function cartShopIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select('shop_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('is_buy_now', '=', 0)
    .execute();
  return rows.map((r) => r.shop_id);
}

/**
 * The lines a line call acts on: the one with `cartId`, or the newest line of `productId`
 * (every line of it when `all`), in the cart or the buy-now slot. Always the customer's own.
 */
export function findTargetLines(
  db: Db,
  userId: number,
  target: { productId: number; cartId: number | null; buyNow: boolean; all: boolean },
) {
  let query = db
    .selectFrom('cart_items')
    .select(['id', 'product_id', 'quantity'])
    .where('user_id', '=', userId)
    .where('product_id', '=', target.productId)
    .where('is_buy_now', '=', target.buyNow ? 1 : 0)
    .orderBy('id', 'desc');
  if (target.cartId !== null) query = query.where('id', '=', target.cartId);
  else if (!target.all) query = query.limit(1);
  return query.execute();
}

export async function setLineQuantity(db: Db, userId: number, lineId: number, quantity: number, now: string) {
  await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: now })
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Adds `quantity` to a line in one statement, so racing adds both count, unless the line would
 * then pass `stock`. False when it would (or the line is gone).
 */
export async function addToLine(db: Db, userId: number, lineId: number, quantity: number, stock: number, now: string) {
  return (await updateLineBy(db, userId, lineId, quantity, stock - quantity, now)) === 1;
}

const updateLineBy = preparedCommand(
  (db, userId: number, lineId: number, quantity: number, most: number, now: string) =>
    db
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '+', quantity), updated_at: now }))
      .where('id', '=', lineId)
      .where('user_id', '=', userId)
      .where('quantity', '<=', most),
);

/** Takes one from a line holding more than one, in one statement; false when it holds one (or is gone). */
export async function takeOneFromLine(db: Db, userId: number, lineId: number, now: string) {
  const result = await db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '-', 1), updated_at: now }))
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .where('quantity', '>', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteLines(db: Db, userId: number, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', lineIds).execute();
}

/**
 * Marks lines whose quote expired as reset (reset_price 1 = the normal price,
 * docs/features/basket.md#line-prices).
 */
export async function resetQuotedLines(db: Db, userId: number, lineIds: number[]) {
  await db
    .updateTable('cart_items')
    .set({ reset_price: 1 })
    .where('user_id', '=', userId)
    .where('id', 'in', lineIds)
    .execute();
}
