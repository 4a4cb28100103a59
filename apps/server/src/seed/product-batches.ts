import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { bulkLoad } from './bulk-load.ts';
import type { ProductContext } from './context.ts';
import type { DemoImages } from './images.ts';
import { across, type Lane } from './lanes.ts';
import { reserveColorIds, reserveProductIds } from './product-ids.ts';
import { type ProductBatch, productBatch } from './product-rows.ts';
import { type ProductJob, threadedBatches } from './product-thread.ts';
import { fillColumn, writeRows } from './row-writer.ts';

/** Products per batch: big enough to amortise statements and commits, small enough to report progress. */
const PRODUCTS_PER_BATCH = 1000;

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

export interface InsertProductsOptions {
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Overrides BULK_LOAD_FROM (tests take the bulk path with a few products). */
  bulkLoadFrom?: number | undefined;
  /** Stops the load before its next batch. */
  signal?: AbortSignal | undefined;
}

/**
 * Inserts demo products [from, to) with their gallery, sizes, colours, reviews and texts in the
 * other languages, batch by batch, each batch a transaction; `onProgress` hears how many of the
 * `to - from` are done. A bulk load (see bulk-load.ts) builds its batches on a worker thread
 * (product-thread.ts) while the ones before are written; a smaller load is not worth the thread.
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
  const job: ProductJob = {
    ...range,
    batchSize: PRODUCTS_PER_BATCH,
    firstId: await reserveProductIds(db, total),
    ctx,
    dataDir: images.dataDir,
  };
  let done = 0;
  const write = async (lane: Lane, batch: ProductBatch) => {
    await lane((trx) => writeBatch(trx, batch));
    done += batch.count;
    options.onProgress?.(done, total);
  };
  if (total >= (options.bulkLoadFrom ?? BULK_LOAD_FROM) && total * BULK_LOAD_SHARE >= range.from) {
    await bulkLoad(db, PRODUCT_TABLES, (lanes) => across(lanes, threadedBatches(job, options.signal), write));
  } else {
    const lane: Lane = (work) => db.transaction().execute(work);
    await across([lane], batchesHere(job, images, options.signal), write);
  }
  // A stop asked for while the indexes were being rebuilt.
  options.signal?.throwIfAborted();
}

/** The batches of `job`, built on this thread as they are asked for. */
function* batchesHere(job: ProductJob, images: DemoImages, signal: AbortSignal | undefined) {
  for (let start = job.from; start < job.to; start += job.batchSize) {
    signal?.throwIfAborted();
    const range = { start, end: Math.min(job.to, start + job.batchSize) };
    yield productBatch(range, job.ctx, images, job.firstId + start - job.from);
  }
}

/** Writes a batch's rows, drawing the ids of its colour options first. */
async function writeBatch(db: Kysely<Database>, batch: ProductBatch) {
  let colorIds: number[] | undefined;
  for (const rows of batch.tables) {
    if (rows.colorIds) {
      colorIds ??= await reserveColorIds(db, batch.colorCount);
      fillColumn(rows, rows.colorIds, colorIds);
    }
    await writeRows(db, rows);
  }
}
