import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductContext, type ProductContext } from '../src/seed/context.ts';
import { DemoImages } from '../src/seed/images.ts';
import { type ProductBatch, productBatch } from '../src/seed/product-rows.ts';
import { type ProductJob, threadedBatches } from '../src/seed/product-thread.ts';
import type { FreshDatabase } from './helpers/fresh-database.ts';
import { seededDatabase } from './helpers/seeded-template.ts';

/** Every batch `batches` gives. */
async function all(batches: AsyncIterable<ProductBatch>): Promise<ProductBatch[]> {
  const taken: ProductBatch[] = [];
  for await (const batch of batches) taken.push(batch);
  return taken;
}

// The thread that builds a large load's products (seed/product-thread.ts), on the seeded
// database's shops, categories and reviewers.
describe('products built on a worker thread', () => {
  let seeded: FreshDatabase;
  let ctx: ProductContext;
  const job = (ctx: ProductContext): ProductJob => ({
    from: 720,
    to: 3220,
    batchSize: 1000,
    firstId: 5001,
    ctx,
    dataDir: seeded.dataDir,
  });

  beforeAll(async () => {
    seeded = await seededDatabase(undefined);
    ctx = await loadProductContext(seeded.db, Date.parse('2026-03-01T12:00:00Z'));
  });
  afterAll(async () => {
    await seeded?.dispose();
  });

  it('are the rows this thread builds, batch by batch in order', async () => {
    const images = new DemoImages(seeded.dataDir);
    const expected = [720, 1720, 2720].map((start) =>
      productBatch({ start, end: Math.min(3220, start + 1000) }, ctx, images, 5001 + start - 720),
    );
    const batches = await all(threadedBatches(job(ctx)));
    expect(batches.map((batch) => batch.count)).toEqual([1000, 1000, 500]);
    expect(batches).toEqual(expected);
  });

  it('passes on what fails on the thread', async () => {
    await expect(all(threadedBatches(job({ ...ctx, shops: [] })))).rejects.toThrow(/shop \d+ missing/);
  });

  it('stops when asked to before the next batch', async () => {
    const stop = new AbortController();
    const taken: ProductBatch[] = [];
    const reading = (async () => {
      for await (const batch of threadedBatches(job(ctx), stop.signal)) {
        taken.push(batch);
        stop.abort();
      }
    })();
    await expect(reading).rejects.toThrow(/abort/i);
    expect(taken).toHaveLength(1);
  });
});
