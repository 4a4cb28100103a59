import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { bulkLoad } from './bulk-load.ts';
import type { ProductContext } from './context.ts';
import type { DemoImages } from './images.ts';
import { across, type Lane } from './lanes.ts';
import { reserveColorIds, reserveProductIds } from './product-ids.ts';
import type { ProductText } from './product-texts.ts';
import { buildProduct, type GeneratedProduct } from './products.ts';
import { writeRows } from './row-writer.ts';
import { LOCALES, translationRow } from './translation-row.ts';

/** Products per batch: big enough to amortise statements and commits, small enough to report progress. */
const PRODUCTS_PER_BATCH = 1000;
/** Products built between two looks at pending I/O (see buildBatches). */
const PRODUCTS_PER_TURN = 100;

/**
 * A load of this many products or more, and of at least a tenth as many as there already are,
 * sets the product tables' indexes aside and rebuilds them afterwards (bulk-load.ts). The
 * rebuild goes over every product, so it pays only when enough of them are new: with 300,000
 * products, one more cost 560 µs kept up to date on SQLite (300 µs on PostgreSQL), against 30
 * µs per product there for the rebuild.
 */
export const BULK_LOAD_FROM = 20_000;
const BULK_LOAD_SHARE = 10;

/**
 * The tables the load writes, whose secondary indexes and triggers a bulk load sets aside,
 * translations included: a trigger kept on for translated names would run for each of millions
 * of rows, and on PostgreSQL have the sessions copying in parallel write the same rows it keeps
 * in different orders, and deadlock (as the search suggestions' did).
 */
const PRODUCT_TABLES = ['products', 'product_images', 'product_sizes', 'product_colors', 'reviews', 'translations'];

/** The fields of a product's texts in the other languages. */
const TEXT_FIELDS: readonly (keyof ProductText)[] = ['name', 'short_description', 'description'];

export interface InsertProductsOptions {
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Overrides BULK_LOAD_FROM (tests take the bulk path with a few products). */
  bulkLoadFrom?: number | undefined;
  /** Stops the load before its next batch. */
  signal?: AbortSignal | undefined;
}

interface Batch {
  /** The index of the first product. */
  start: number;
  products: GeneratedProduct[];
}

/**
 * Inserts demo products [from, to) with their gallery, sizes, colours, reviews and texts in the
 * other languages, batch by batch, each batch a transaction (a bulk load: see bulk-load.ts);
 * `onProgress` hears how many of the `to - from` are done.
 */
export async function insertProducts(
  db: Kysely<Database>,
  ctx: ProductContext,
  images: DemoImages,
  range: { from: number; to: number },
  options: InsertProductsOptions = {},
): Promise<void> {
  const total = range.to - range.from;
  if (total <= 0) return;
  const firstId = await reserveProductIds(db, total);
  let done = 0;
  const write = async (lane: Lane, batch: Batch) => {
    await lane((trx) => writeProducts(trx, batch.products, firstId + batch.start - range.from));
    done += batch.products.length;
    options.onProgress?.(done, total);
  };
  const batches = buildBatches(range, ctx, images, options.signal);
  if (total >= (options.bulkLoadFrom ?? BULK_LOAD_FROM) && total * BULK_LOAD_SHARE >= range.from) {
    await bulkLoad(db, PRODUCT_TABLES, (lanes) => across(lanes, batches, write));
  } else {
    const lane: Lane = (work) => db.transaction().execute(work);
    await across([lane], batches, write);
  }
  // A stop asked for while the indexes were being rebuilt.
  options.signal?.throwIfAborted();
}

/**
 * The batches of products [from, to), built as the lanes ask for them. Pending I/O gets in
 * every few products, so the batches other lanes are writing keep going out meanwhile.
 */
async function* buildBatches(
  range: { from: number; to: number },
  ctx: ProductContext,
  images: DemoImages,
  signal: AbortSignal | undefined,
) {
  for (let start = range.from; start < range.to; start += PRODUCTS_PER_BATCH) {
    signal?.throwIfAborted();
    const products: GeneratedProduct[] = [];
    for (let index = start; index < Math.min(range.to, start + PRODUCTS_PER_BATCH); index++) {
      if (index > start && (index - start) % PRODUCTS_PER_TURN === 0) await nextTurn();
      products.push(buildProduct(index, ctx, images));
    }
    yield { start, products } satisfies Batch;
  }
}

/** Writes the products, the first with id `firstId` and the others the ids after it. */
async function writeProducts(db: Kysely<Database>, products: readonly GeneratedProduct[], firstId: number) {
  const owned = products.map((product, i) => ({ product, id: firstId + i }));
  // The product's own row object takes its id: a million copies of it would keep the
  // collector busy.
  for (const { product, id } of owned) product.row.id = id;
  await writeRows(
    db,
    'products',
    owned.map(({ product }) => product.row),
  );
  await writeRows(
    db,
    'product_images',
    owned.flatMap(({ product, id }) =>
      product.gallery.map((url, position) => ({ product_id: id, url, type: 'image' as const, position })),
    ),
  );
  await writeRows(
    db,
    'product_sizes',
    owned.flatMap(({ product, id }) => product.sizes.map((size, position) => ({ product_id: id, ...size, position }))),
  );
  const colors = owned.flatMap(({ product, id }) =>
    product.colors.map(({ names, ...color }, position) => ({ row: { product_id: id, ...color, position }, names })),
  );
  const colorIds = await reserveColorIds(db, colors.length);
  await writeRows(
    db,
    'product_colors',
    colors.map(({ row }, i) => ({ id: colorIds[i], ...row })),
  );
  await writeRows(
    db,
    'reviews',
    owned.flatMap(({ product, id }) =>
      product.reviews.map((review) => ({ product_id: id, shop_id: product.row.shop_id, order_id: null, ...review })),
    ),
  );
  // Field by field and language by language, so a language's names lie together on disk: a
  // search by translated name reads them, not the long descriptions between them.
  await writeRows(db, 'translations', [
    ...TEXT_FIELDS.flatMap((field) =>
      LOCALES.flatMap((locale) =>
        owned.map(({ product, id }) => translationRow('product', id, locale, field, product.texts[locale][field])),
      ),
    ),
    ...LOCALES.flatMap((locale) =>
      colors.map(({ names }, i) => translationRow('product_color', colorIds[i] ?? 0, locale, 'name', names[locale])),
    ),
  ]);
}
