import { Worker } from 'node:worker_threads';
import type { ProductContext } from './context.ts';
import type { ProductBatch } from './product-rows.ts';

/** Demo products [from, to) in batches of `batchSize`, the first with id `firstId`. */
export interface ProductJob {
  from: number;
  to: number;
  batchSize: number;
  firstId: number;
  ctx: ProductContext;
  /** Where the products' pictures go (images.ts). */
  dataDir: string;
}

/**
 * The thread's young generation, in MB. A batch's objects live until it is sent, through the
 * collections of the default 48 MB: with 192, building a batch took a quarter less time.
 */
const YOUNG_GENERATION_MB = 192;

/**
 * The batches of `job`, built on a worker thread (product-thread-worker.ts) while the caller
 * writes the ones before: building a batch's rows costs two thirds of what writing them does,
 * and the machine has a second core.
 */
export async function* threadedBatches(job: ProductJob, signal?: AbortSignal): AsyncGenerator<ProductBatch> {
  signal?.throwIfAborted();
  const worker = new Worker(threadSource(), {
    eval: true,
    workerData: job,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const inbox: (ProductBatch | null)[] = [];
  let failure: unknown;
  let wake = () => {};
  worker.on('message', (batch: ProductBatch | null) => {
    inbox.push(batch);
    wake();
  });
  worker.on('error', (error) => {
    failure ??= error;
    wake();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the thread building products ended (exit code ${code})`);
    wake();
  });
  try {
    for (;;) {
      while (inbox.length === 0 && failure === undefined) await new Promise<void>((resolve) => (wake = resolve));
      const batch = inbox.shift();
      if (batch === null) return;
      if (batch === undefined) throw failure;
      signal?.throwIfAborted();
      worker.postMessage('next');
      yield batch;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}

/**
 * The script a thread starts with. In a build the worker is bundled beside the entry point
 * (dist/, where this module's URL is the entry's); in the source tree (tests) tsx loads it.
 */
function threadSource(): string {
  if (!import.meta.url.endsWith('.ts')) {
    return `import(${JSON.stringify(new URL('./seed-product-thread.js', import.meta.url).href)})`;
  }
  const worker = new URL('./product-thread-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(worker)}, ${JSON.stringify(worker)}))`;
}
