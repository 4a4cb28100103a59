// `npm run bench [-- --db postgres] [--products N] [--seconds S] [--connections C] [--seed N]`:
// seeds a benchmark catalogue, starts Souk as a user would, and drives it with autocannon on
// loopback, each scenario side by side with a bare floor server answering the same calls with
// the same bytes from memory; the varied product lists and the console's product table (no two
// requests alike, drawn with the seed) have no floor, as none can replay them. Then Lighthouse audits the storefront. Prints one table,
// writes bench-results/bench-<db>.json and docs/bench-<db>.svg, and says which targets are met.
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchArgs, benchOwner, root, rss, startSouk, stopSouk } from './bench/harness.mjs';
import { consoleTableScenario } from './bench/console-table.mjs';
import { catalogueScenarios, variedListScenario } from './bench/scenarios.mjs';
import { commerceScenarios } from './bench/commerce.mjs';
import { chatBench, holdConnections } from './bench/chat-bench.mjs';
import { coldReads } from './bench/cold-reads.mjs';
import { benchChart } from './bench/chart.mjs';
import { printLighthouse, runLighthouse } from './bench/lighthouse.mjs';
import { checkTargets } from './bench/targets.mjs';
import { gatherVocabulary } from './bench/varied-queries.mjs';
import { variedRun, warmUp } from './bench/varied-run.mjs';

const args = benchArgs();
const { seconds, connections } = args;
const port = 3900;
const floorPort = 3901;
const base = `http://127.0.0.1:${port}`;
console.log(`Seed ${args.seed} (--seed to change it)`);
const { server, dataDir, souk } = await startSouk({
  db: args.db,
  products: args.products,
  port,
  pgDatabase: 'souk_bench',
});
const floor = fork(path.join(import.meta.dirname, 'bench/floor-server.mjs'), [String(floorPort)]);
await new Promise((resolve) => floor.once('message', resolve));
/** Hands the floor a recorded answer (or the chat frame) and waits until it holds it. */
const record = (message) =>
  new Promise((resolve) => {
    floor.once('message', resolve);
    floor.send(message);
  });

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rss(server.pid))), 500);
const rows = [];
let result;
try {
  const vocabulary = await gatherVocabulary(base);
  const varied = variedListScenario(vocabulary, args.seed);
  const table = await consoleTableScenario({ base, souk, owner: benchOwner(base), vocabulary, seed: args.seed });
  const commerce = await commerceScenarios(base, connections, seconds);
  const idleRss = rss(server.pid);
  peakRss = idleRss;
  // Writes run in this order so checkout totals price the carts "add to cart" filled.
  for (const scenario of [...catalogueScenarios(Number(args.products)), varied, table, ...commerce.scenarios]) {
    if (scenario.paths) {
      rows.push(await variedRow(scenario));
      console.log(`${scenario.name}: ${rows.at(-1).rps} rps (cache hit ratio ${rows.at(-1).cache_hit_ratio})`);
      continue;
    }
    await recordScenario(scenario);
    // Warm up both, then measure floor and Souk back to back under the same conditions.
    await load(floorPort, scenario, 2);
    await load(port, scenario, 2);
    const floorRun = await load(floorPort, scenario, seconds);
    const souk = await load(port, scenario, seconds);
    rows.push({
      scenario: scenario.name,
      rps: Math.round(souk.requests.average),
      p50_ms: souk.latency.p50,
      p99_ms: souk.latency.p99,
      errors: souk.errors + souk.non2xx,
      floor_rps: Math.round(floorRun.requests.average),
      ratio: Number((souk.requests.average / floorRun.requests.average).toFixed(2)),
    });
    console.log(`${scenario.name}: ${rows.at(-1).rps} rps (floor ${rows.at(-1).floor_rps})`);
    // Which answers failed says whether the shop or the bench is at fault.
    if (souk.non2xx) console.log(`  answers: ${JSON.stringify(souk.statusCodeStats)}`);
  }
  // Right after the orders, which emptied the response cache, as a shopper would meet it.
  const cold = await coldReads(base);
  const chat = await chatBench({ base, floorPort, buyers: commerce.buyers, seconds, record });
  rows.push(chat.row);
  clearInterval(sampler);
  const held = await holdConnections({ base, server, sockets: chat.sockets });
  console.log('Lighthouse...');
  const lighthouse = await runLighthouse(base);
  result = {
    date: new Date().toISOString(),
    db: args.db,
    products: Number(args.products),
    seed: args.seed,
    connections,
    seconds,
    rss_idle_mb: Math.round(idleRss / 2 ** 20),
    rss_peak_mb: Math.round(peakRss / 2 ** 20),
    ...held,
    scenarios: rows,
    cold_reads: cold,
    lighthouse,
  };
} finally {
  clearInterval(sampler);
  floor.kill('SIGTERM');
  await stopSouk(server);
  rmSync(dataDir, { recursive: true, force: true });
}

result.targets = checkTargets(result);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', `bench-${args.db}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(path.join(root, 'docs', `bench-${args.db}.svg`), benchChart(result));

console.log(`\nSouk on ${args.db}, ${args.products} products, ${connections} connections, ${seconds} s per scenario`);
console.table(rows);
console.log(
  `server RSS: ${result.rss_idle_mb} MB idle, ${result.rss_peak_mb} MB peak under load; ` +
    `${result.held_connections} realtime connections held at once with ${result.rss_with_held_connections_mb} MB`,
);
console.log('Product lists no cache held (first answer, ms):');
console.table(result.cold_reads);
printLighthouse(result.lighthouse);
console.table(result.targets);
console.log(`wrote bench-results/bench-${args.db}.json and docs/bench-${args.db}.svg`);
// A missed target is a finding; an error is a broken bench or a broken shop.
process.exit(rows.some((row) => row.errors > 0) ? 1 : 0);

/**
 * A varied scenario's row, the response cache as configured: no floor to compare with (each
 * request is new), and the share of answers the cache gave instead.
 */
async function variedRow(scenario) {
  const { headers } = scenario;
  await warmUp({ base, paths: (client) => scenario.paths(`warm-up ${client}`), connections, headers });
  const run = await variedRun({ base, server, paths: scenario.paths, seconds, connections, headers });
  return {
    scenario: scenario.name,
    rps: run.rps,
    p50_ms: run.p50_ms,
    p99_ms: run.p99_ms,
    errors: run.errors,
    floor_rps: null,
    ratio: null,
    cache_hit_ratio: run.cache_hit_ratio,
  };
}

/** Records one real answer for each call of the scenario's first client, for the floor to replay. */
async function recordScenario(scenario) {
  for (const request of scenario.requestsFor(0, true)) {
    const { method, path: urlPath, headers, body } = request.setupRequest?.({ ...request }) ?? request;
    const res = await fetch(`${base}${urlPath}`, { method, headers, body });
    if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
    await record({ key: `${method} ${urlPath}`, body: await res.text() });
  }
}

/** Loads Souk or the floor; `requestsFor` learns which (`live`), for state only Souk's answers change. */
function load(targetPort, scenario, duration) {
  const live = targetPort === port;
  let client = 0;
  return autocannon({
    url: `http://127.0.0.1:${targetPort}`,
    connections,
    duration,
    requests: scenario.requestsFor(0, false),
    setupClient: (c) => c.setRequests(scenario.requestsFor(client++, live)),
  });
}
