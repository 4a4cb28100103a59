import type { Insertable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { FlashSaleProductsTable } from '../../db/types.ts';

const SALE_COLUMNS = ['id', 'name', 'thumbnail', 'start_date', 'end_date', 'approval_required'] as const;

export type SaleRow = NonNullable<Awaited<ReturnType<typeof activeSale>>>;

/**
 * The active flash sale `id`, whatever its dates. With `kind`, inside a transaction that writes
 * the sale's entries or requests, the row is held (`FOR SHARE` on PostgreSQL) until the
 * transaction ends: staff changing the sale (its dates, switching it off) wait for the write,
 * and the write for them, so it never goes by a sale as it no longer is.
 */
export function activeSale(db: Db, id: number, kind?: DbKind) {
  return db
    .selectFrom('flash_sales')
    .select(SALE_COLUMNS)
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .$if(kind === 'postgres', (qb) => qb.forShare())
    .executeTakeFirst();
}

/** The active sales not yet ended at `now`. */
function joinable(db: Db, now: string) {
  return db.selectFrom('flash_sales').where('is_active', '=', 1).where('end_date', '>', now);
}

export async function countJoinableSales(db: Db, now: string): Promise<number> {
  const row = await joinable(db, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the sales a shop may join, the soonest to start first. */
export function joinableSales(db: Db, now: string, { offset, limit }: { offset: number; limit: number }) {
  return joinable(db, now)
    .select(SALE_COLUMNS)
    .orderBy('start_date')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The entries of the sales `saleIds` as `fsp` (the shop's only, with `shopId`), with their products as `p`. */
function shopEntries(db: Db, shopId: number | undefined, saleIds: number[]) {
  return db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('products as p', 'p.id', 'fsp.product_id')
    .$if(shopId !== undefined, (qb) => qb.where('p.shop_id', '=', shopId!))
    .where('fsp.flash_sale_id', 'in', saleIds);
}

/** Per sale of `saleIds`: how many products (the shop's, with `shopId`) are in it and how many flash units of them sold. */
export function shopEntryCounts(db: Db, shopId: number | undefined, saleIds: number[]) {
  return shopEntries(db, shopId, saleIds)
    .select((eb) => [
      'fsp.flash_sale_id',
      eb.fn.countAll<number>().as('entries'),
      eb.fn.sum<number>('fsp.sold').as('sold'),
    ])
    .groupBy('fsp.flash_sale_id')
    .execute();
}

/** Order lines sold from the entries, in orders not cancelled (their units went back). */
function flashLines(db: Db) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .where('o.order_status', '!=', 'Cancelled');
}

/** Per sale of `saleIds`: what its flash units (the shop's, with `shopId`) sold for (minor units). */
export function shopRevenueBySale(db: Db, shopId: number | undefined, saleIds: number[]) {
  return flashLines(db)
    .innerJoin('flash_sale_products as fsp', 'fsp.id', 'oi.flash_sale_product_id')
    .innerJoin('products as p', 'p.id', 'fsp.product_id')
    .$if(shopId !== undefined, (qb) => qb.where('p.shop_id', '=', shopId!))
    .where('fsp.flash_sale_id', 'in', saleIds)
    .select((eb) => [
      'fsp.flash_sale_id',
      eb.fn.sum<number>(eb('oi.unit_price', '*', eb.ref('oi.quantity'))).as('revenue'),
    ])
    .groupBy('fsp.flash_sale_id')
    .execute();
}

/** Per entry of `entryIds`: what its units sold for (minor units). */
export function revenueByEntry(db: Db, entryIds: number[]) {
  return flashLines(db)
    .where('oi.flash_sale_product_id', 'in', entryIds)
    .select((eb) => [
      'oi.flash_sale_product_id',
      eb.fn.sum<number>(eb('oi.unit_price', '*', eb.ref('oi.quantity'))).as('revenue'),
    ])
    .groupBy('oi.flash_sale_product_id')
    .execute();
}

/** What an entry or a request shows of its product (as `p`). */
export const PRODUCT_COLUMNS = [
  'p.id as product_id',
  'p.name',
  'p.code',
  'p.thumbnail',
  'p.price as product_price',
  'p.discount_price as product_discount_price',
  'p.quantity as stock',
  'p.is_active',
] as const;

const ENTRY_COLUMNS = ['fsp.id', 'fsp.price', 'fsp.quantity', 'fsp.sold', ...PRODUCT_COLUMNS] as const;

/**
 * A page of the sale's entries (the shop's, with `shopId`) in the order they were added, each
 * with its product and the product's shop.
 */
export function shopEntryPage(
  db: Db,
  shopId: number | undefined,
  saleId: number,
  { offset, limit }: { offset: number; limit: number },
) {
  return shopEntries(db, shopId, [saleId])
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select([...ENTRY_COLUMNS, 's.id as shop_id', 's.name as shop_name'])
    .orderBy('fsp.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The shop's entry of `productId` in the sale. */
export function shopEntry(db: Db, shopId: number, saleId: number, productId: number) {
  return shopEntries(db, shopId, [saleId]).select(ENTRY_COLUMNS).where('p.id', '=', productId).executeTakeFirst();
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof shopEntry>>>;

/**
 * The shop's products among `ids`, in id order, locked (`FOR UPDATE` on PostgreSQL) for the rest
 * of the transaction: an order takes a product's stock (its row) before its flash units, so a
 * write to the product's entries that holds the product's row first takes turns with the orders
 * and never deadlocks with them. SQLite runs the transaction on its one connection.
 */
export function lockShopProducts(trx: Db, kind: DbKind, shopId: number, ids: number[]) {
  return trx
    .selectFrom('products')
    .select(['id', 'is_active', 'price', 'discount_price', 'quantity'])
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export type ProductTerms = Awaited<ReturnType<typeof lockShopProducts>>[number];

/** The entry of `productId` in the sale, if it is in it. */
export function saleEntry(db: Db, saleId: number, productId: number) {
  return db
    .selectFrom('flash_sale_products')
    .select(['id', 'price', 'quantity', 'sold'])
    .where('flash_sale_id', '=', saleId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/**
 * Per product of `productIds`: its flash units left (offered, less sold) in the sales other than
 * `saleId` that have not ended by `now`, switched off or not (staff may switch one back on). A
 * product's units in sales still to sell may not together be more than its stock.
 */
export async function unitsInOtherSales(
  db: Db,
  productIds: number[],
  saleId: number,
  now: string,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('flash_sale_products as fsp')
    .innerJoin('flash_sales as fs', 'fs.id', 'fsp.flash_sale_id')
    .select((eb) => ['fsp.product_id', eb.fn.sum<number>(eb('fsp.quantity', '-', eb.ref('fsp.sold'))).as('units')])
    .where('fsp.product_id', 'in', productIds)
    .where('fsp.flash_sale_id', '!=', saleId)
    .where('fs.end_date', '>', now)
    .groupBy('fsp.product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.units ?? 0)]));
}

/** Which of `productIds` are in the sale already. */
export async function productsInSale(db: Db, saleId: number, productIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('flash_sale_products')
    .select('product_id')
    .where('flash_sale_id', '=', saleId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/**
 * Adds the entries, skipping any product already in the sale (even one added a moment ago, by
 * the unique index on sale and product); answers the products it added.
 */
export async function insertEntries(db: Db, rows: Insertable<FlashSaleProductsTable>[]): Promise<Set<number>> {
  const added = await db
    .insertInto('flash_sale_products')
    .values(rows)
    .onConflict((oc) => oc.columns(['flash_sale_id', 'product_id']).doNothing())
    .returning('product_id')
    .execute();
  return new Set(added.map((row) => row.product_id));
}

/** Sets the entry's price and quantity unless more units than `quantity` have sold; answers whether it did. */
export async function setEntryTerms(
  db: Db,
  entryId: number,
  { price, quantity }: { price: number; quantity: number },
): Promise<boolean> {
  const result = await db
    .updateTable('flash_sale_products')
    .set({ price, quantity })
    .where('id', '=', entryId)
    .where('sold', '<=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the entry if none of its units sold; answers whether it did. */
export async function deleteUnsoldEntry(db: Db, entryId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('flash_sale_products')
    .where('id', '=', entryId)
    .where('sold', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
