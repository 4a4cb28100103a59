import { type Kysely, sql } from 'kysely';
import { columnKit } from './column-kit.ts';

/** The scopes a product list narrows to by equality; `null` is the whole catalogue. */
export const LISTING_SCOPES = [null, 'category_id', 'sub_category_id', 'shop_id', 'brand_id'] as const;

/**
 * The orders a product list sorts by, as index keys. The tie-breaker `id` is part of each key,
 * so `ORDER BY … LIMIT` reads the page straight off the index: newest reads it backwards
 * (created_at DESC, id DESC); price from high to low reads it backwards too and sorts only rows
 * of one price among themselves by id.
 */
export const LISTING_SORTS = {
  price: 'effective_price, id',
  sold: 'total_sold DESC, id',
  views: 'views DESC, id',
  newest: 'created_at, id',
} as const;

/** The price a buyer pays now: the running flash price, else the discount price when above 0, else the price. */
const EFFECTIVE = sql.raw('COALESCE(flash_price, CASE WHEN discount_price > 0 THEN discount_price ELSE price END)');
const NEW_EFFECTIVE = sql.raw(
  'COALESCE(new.flash_price, CASE WHEN new.discount_price > 0 THEN new.discount_price ELSE new.price END)',
);

/** The listing index of `scope` sorted by `sort`. */
export const listingIndexName = (scope: (typeof LISTING_SCOPES)[number], sort: keyof typeof LISTING_SORTS) =>
  `products_listed_${scope?.replace('_id', '') ?? 'all'}_${sort}_idx`;

/**
 * A product list costs the page it returns, not the catalogue. The price a buyer pays now was
 * worked out per row (the running flash sale's price inside a CASE), so price sorts, price
 * filters and the price range read every matching product. It is now a column: `flash_price`
 * holds the running flash sale's price with stock left (kept by catalog/flash-price-queries.ts), and
 * `effective_price` follows from it, the discount price and the list price (generated on
 * PostgreSQL, kept by triggers on SQLite). Each sort has
 * an index per scope, partial on active products (what every list shows), so counts and price
 * ranges of a scope read only that scope's part of one index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await sql`ALTER TABLE products ADD COLUMN flash_price integer`.execute(db);
  if (k.postgres) {
    await sql`ALTER TABLE products ADD COLUMN effective_price integer GENERATED ALWAYS AS (${EFFECTIVE}) STORED`.execute(
      db,
    );
  } else {
    // SQLite adds only virtual generated columns to a table, and reads the row to count over
    // an index on one (a count of a category's price range would read every product in it).
    // A plain column kept by triggers is covered by the index.
    await sql`ALTER TABLE products ADD COLUMN effective_price integer NOT NULL DEFAULT 0`.execute(db);
    await sql`UPDATE products SET effective_price = ${EFFECTIVE}`.execute(db);
    await sql`CREATE TRIGGER products_effective_price_insert AFTER INSERT ON products BEGIN
      UPDATE products SET effective_price = ${NEW_EFFECTIVE} WHERE id = new.id;
    END`.execute(db);
    await sql`CREATE TRIGGER products_effective_price_update
      AFTER UPDATE OF price, discount_price, flash_price ON products BEGIN
      UPDATE products SET effective_price = ${NEW_EFFECTIVE} WHERE id = new.id;
    END`.execute(db);
  }

  // The whole-catalogue sort indexes of 002, superseded by the partial ones below.
  for (const column of ['views', 'total_sold', 'created_at']) {
    await db.schema.dropIndex(`products_${column}_idx`).execute();
  }
  for (const scope of LISTING_SCOPES) {
    for (const [sort, key] of Object.entries(LISTING_SORTS)) {
      const name = listingIndexName(scope, sort as keyof typeof LISTING_SORTS);
      const columns = scope ? `${scope}, ${key}` : key;
      await sql`CREATE INDEX ${sql.raw(name)} ON products (${sql.raw(columns)}) WHERE is_active = 1`.execute(db);
    }
  }
  // The few products with a running flash price, found without reading the others.
  await sql`CREATE INDEX products_flash_price_idx ON products (id) WHERE flash_price IS NOT NULL`.execute(db);
}
