// `npm run bench [-- --db postgres] [--products N] [--seconds S]`: seeds a benchmark catalogue,
// starts Souk as a user would, and drives it and a bare floor server with autocannon on
// loopback, side by side. Prints one table and writes bench-results/bench-<db>.json; then runs
// the write paths (scripts/bench/commerce.mjs) and chat delivery (scripts/bench/realtime.mjs).
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchArgs, root, startSouk } from './bench/harness.mjs';
import { scenarios } from './bench/scenarios.mjs';

const args = benchArgs();
const { seconds, connections } = args;
const port = 3900;
const floorPort = 3901;
const { server, dataDir } = await startSouk({ db: args.db, products: args.products, port, pgDatabase: 'souk_bench' });

// Record what Souk answers, so the floor serves the same bytes.
const recording = {};
for (const scenario of scenarios) {
  for (const request of scenario.requests) {
    const response = await fetch(`http://127.0.0.1:${port}${request.path}`);
    if (!response.ok) throw new Error(`${request.path} answered ${response.status}`);
    recording[request.path] = await response.text();
  }
}
const recordingFile = path.join(dataDir, 'recording.json');
writeFileSync(recordingFile, JSON.stringify(recording));
const floor = fork(path.join(import.meta.dirname, 'bench/floor-server.mjs'), [recordingFile, String(floorPort)]);
await new Promise((resolve) => floor.once('message', resolve));

// Resident set size from /proc (a read, not a process spawn, so the load generator is not stalled).
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const idleRss = rss();
const rows = [];
let peakRss = idleRss;
for (const scenario of scenarios) {
  // Warm up both, then measure floor and Souk back to back under the same conditions.
  await load(floorPort, scenario, 2);
  await load(port, scenario, 2);
  const base = await load(floorPort, scenario, seconds);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss())), 1000);
  const souk = await load(port, scenario, seconds);
  clearInterval(sampler);
  rows.push({
    scenario: scenario.name,
    rps: Math.round(souk.requests.average),
    p50_ms: souk.latency.p50,
    p99_ms: souk.latency.p99,
    errors: souk.errors + souk.non2xx,
    floor_rps: Math.round(base.requests.average),
    floor_p99_ms: base.latency.p99,
    ratio: Number((souk.requests.average / base.requests.average).toFixed(2)),
  });
}

server.kill('SIGTERM');
floor.kill('SIGTERM');
const result = {
  date: new Date().toISOString(),
  db: args.db,
  products: Number(args.products),
  connections,
  seconds,
  rss_idle_mb: Math.round(idleRss / 2 ** 20),
  rss_peak_mb: Math.round(peakRss / 2 ** 20),
  scenarios: rows,
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', `bench-${args.db}.json`), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nSouk on ${args.db}, ${args.products} products, ${connections} connections, ${seconds} s per scenario`);
console.table(rows);
console.log(`server RSS: ${result.rss_idle_mb} MB idle, ${result.rss_peak_mb} MB peak under load`);
rmSync(dataDir, { recursive: true, force: true });
// The write paths and real time, each on its own fresh server and database of the same kind.
const options = ['--db', args.db, '--seconds', String(seconds), '--connections', String(connections)];
const failures = ['commerce.mjs', 'realtime.mjs'].filter(
  (part) =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, 'bench', part), ...options], { stdio: 'inherit' })
      .status !== 0,
);
process.exit(failures.length);

function load(targetPort, scenario, duration) {
  return autocannon({
    url: `http://127.0.0.1:${targetPort}`,
    connections,
    duration,
    requests: scenario.requests.map((r) => ({ method: r.method ?? 'GET', path: r.path })),
  });
}
