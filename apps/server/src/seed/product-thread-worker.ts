import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { DemoImages } from './images.ts';
import { productBatch } from './product-rows.ts';
import type { ProductJob } from './product-thread.ts';

/** Batches built ahead of the writers: one for each of PostgreSQL's lanes to take. */
const AHEAD = 4;

/** Builds the job's batches, AHEAD at first, then one for each taken. */
async function serve(job: ProductJob, port: MessagePort): Promise<void> {
  const images = new DemoImages(job.dataDir);
  let credit = AHEAD;
  let wake = () => {};
  port.on('message', () => {
    credit += 1;
    wake();
  });
  for (let start = job.from; start < job.to; start += job.batchSize) {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit -= 1;
    const range = { start, end: Math.min(job.to, start + job.batchSize) };
    port.postMessage(productBatch(range, job.ctx, images, job.firstId + start - job.from));
  }
  // The thread then waits, listening, to be ended.
  port.postMessage(null);
}

if (parentPort) void serve(workerData as ProductJob, parentPort);
