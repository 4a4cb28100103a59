// Runs a varied scenario: autocannon sending each request to a new path, with the answers the
// response cache gave counted (its `x-cache: hit|miss` header), the probe of varied-probe.mjs
// alongside, and the server's event-loop delay over the run (loop-delay.mjs, when loaded).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { cpuSeconds } from './harness.mjs';
import { asRequest } from './languages.mjs';
import { startProbe } from './varied-probe.mjs';

/**
 * The event-loop delay of `server`, started with loop-delay.mjs writing to `file`: each call
 * resolves to the p50, p99 and max (ms) since the previous call (the first, since the start).
 */
export function loopDelayMeter(server, file) {
  return async () => {
    rmSync(file, { force: true });
    server.kill('SIGUSR2');
    // The signal is handled between two tasks, after a long query still running if there is one.
    for (let waited = 0; !existsSync(file); waited += 10) {
      if (waited > 60_000) throw new Error(`the server wrote no event-loop delay to ${file}`);
      await sleep(10);
    }
    return JSON.parse(readFileSync(file, 'utf8'));
  };
}

/**
 * Loads `base`, served by the process `server`, for `seconds` with `connections` clients, once
 * the server is idle (see settle); `paths(client)` gives each client its supply of paths, one
 * new path per request, with `headers` (e.g. a bearer token) if given. `loopDelay` (a
 * loopDelayMeter) is optional.
 * Returns requests/s, p50, p99, errors (socket errors and non-2xx answers, the probe's too),
 * the share of cacheable answers the cache gave, the probe's p50 and p99, and the loop delay.
 */
export async function variedRun({ base, server, paths, seconds, connections, loopDelay, headers }) {
  await settle(base, server);
  const probe = startProbe(base);
  await loopDelay?.();
  const { result, cache } = await load({ base, paths, seconds, connections, headers });
  const loop = await loopDelay?.();
  const probed = await probe.stop();
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx + probed.errors,
    cache_hit_ratio: cache.hit + cache.miss > 0 ? round(cache.hit / (cache.hit + cache.miss), 3) : null,
    probe_p50_ms: percentile(probed.latencies, 50),
    probe_p99_ms: percentile(probed.latencies, 99),
    loop_p99_ms: loop?.p99_ms,
    loop_max_ms: loop?.max_ms,
  };
}

/**
 * Waits, up to 5 minutes, until the server is done with what an earlier run left: a request
 * autocannon gave up on (after 10 s) still runs to its end, and a slow server may hold many.
 * Done when its process has used under 5 % of a core for half a second (on SQLite the queries
 * run in it) and it answers `/api/master` within 100 ms (on PostgreSQL they hold its pool).
 * A wait of over a second is printed.
 */
async function settle(base, server) {
  const started = performance.now();
  while (performance.now() - started < 300_000) {
    const used = cpuSeconds(server.pid);
    await sleep(500);
    if (cpuSeconds(server.pid) - used > 0.025) continue;
    const sent = performance.now();
    await (await fetch(`${base}/api/master`)).arrayBuffer();
    if (performance.now() - sent < 100) break;
  }
  const waited = (performance.now() - started) / 1000;
  if (waited > 1) console.log(`  waited ${waited.toFixed(0)} s for the server to finish the last run's requests`);
}

/** A short run with paths of its own, so the measured ones find nothing warmed but the code. */
export async function warmUp({ base, paths, connections, headers }) {
  await load({ base, paths, seconds: 2, connections, headers });
}

/**
 * The autocannon run, and the answers with `x-cache: hit` and `miss`. Failed answers are
 * printed with their path (a few), to tell the server's fault from the generator's, and so
 * are socket errors and timeouts (autocannon gives up on a request after 10 s).
 */
async function load({ base, paths, seconds, connections, headers: sentWithEach = {} }) {
  const cache = { hit: 0, miss: 0 };
  const failed = [];
  let client = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    setupClient: (c) => {
      const next = paths(client++);
      let sent = '';
      c.setRequests([
        {
          method: 'GET',
          setupRequest: (request) => {
            const { path, headers } = asRequest((sent = next()));
            return { ...request, path, headers: { ...request.headers, ...sentWithEach, ...headers } };
          },
        },
      ]);
      c.on('headers', ({ headers }) => countCache(headers, cache));
      // One request at a time per client, so the answer is to the last path sent.
      c.on('response', (status) => {
        if ((status < 200 || status > 299) && failed.length < 5) failed.push(`${status} ${sent}`);
      });
    },
  });
  if (failed.length > 0 || result.errors > 0) {
    const timeouts = `${result.errors} socket errors, ${result.timeouts} of them timeouts`;
    console.log(`  ${result.non2xx} non-2xx answers (${failed.join(', ')}); ${timeouts}`);
  }
  return { result, cache };
}

/** Counts the `x-cache` header among an answer's raw headers ([name, value, name, value, ...]). */
function countCache(headers, cache) {
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i].toLowerCase() !== 'x-cache') continue;
    if (headers[i + 1] in cache) cache[headers[i + 1]] += 1;
  }
}

/**
 * `count` requests to `next()`'s paths one at a time, once `server` is idle, nothing else
 * running: p50, p99 and errors.
 */
export async function singleRequests({ base, server, next, count }) {
  await settle(base, server);
  const latencies = [];
  let errors = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const { path, headers } = asRequest(next());
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - started);
    else errors += 1;
  }
  return { p50_ms: percentile(latencies, 50), p99_ms: percentile(latencies, 99), errors };
}

/** The nearest-rank percentile of latencies in ms, to 0.1 ms. */
function percentile(latencies, p) {
  if (latencies.length === 0) return null;
  const sorted = [...latencies].sort((a, b) => a - b);
  return round(sorted[Math.ceil((p / 100) * sorted.length) - 1], 1);
}

const round = (value, digits) => Number(value.toFixed(digits));
