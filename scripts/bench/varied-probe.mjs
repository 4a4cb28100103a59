// The probe: a cheap `GET /api/master` every 50 ms alongside the load, timed in a thread of its
// own so the load generator's work never delays it. What it waits for is what a shopper waits
// for while the server is busy with others' product lists.
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const INTERVAL_MS = 50;

/** Starts probing `base`; `stop()` resolves to the latencies (ms) and the failed probes. */
export function startProbe(base) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { base } });
  const done = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

/**
 * The worker: a probe every INTERVAL_MS, or as soon as the last one is answered if that took
 * longer. One at a time: probes piling up on a slow server would add the load they measure.
 */
async function probe({ base }) {
  const latencies = [];
  let errors = 0;
  let stopping = false;
  parentPort.once('message', () => (stopping = true));
  while (!stopping) {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/master`);
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - started);
      else errors += 1;
    } catch {
      errors += 1;
    }
    await sleep(Math.max(0, started + INTERVAL_MS - performance.now()));
  }
  parentPort.postMessage({ latencies, errors });
}

if (!isMainThread) await probe(workerData);
