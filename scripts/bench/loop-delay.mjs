// Loaded into the server with `node --import` (the bench's, never `npm start`'s): watches how late
// the server's event loop runs, sampled every millisecond. On SIGUSR2 it writes the p50, p99
// and max since the last signal (ms) to the JSON file LOOP_DELAY_FILE names, then starts over.
// The histogram's timer and the signal handler are unreferenced in Node, so the process exits
// as it would without them, and the server itself is left unchanged.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The sampling interval (ms); each sample counts it too, so it is taken off to give the delay. */
const RESOLUTION = 1;
const file = process.env.LOOP_DELAY_FILE;

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION });
  histogram.enable();
  const delay = (ns) => Number(Math.max(0, ns / 1e6 - RESOLUTION).toFixed(2));
  process.on('SIGUSR2', () => {
    const stats = {
      p50_ms: delay(histogram.percentile(50)),
      p99_ms: delay(histogram.percentile(99)),
      max_ms: delay(histogram.max),
    };
    histogram.reset();
    // Written whole, then renamed, so the bench never reads half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(stats));
    renameSync(`${file}.tmp`, file);
  });
}
