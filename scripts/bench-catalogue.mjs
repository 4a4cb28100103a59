// `npm run bench:catalogue -- [--db sqlite|postgres] [--seconds S] [--connections C] [--seed N]
// [--sizes 100000,999999] [--pg-database NAME]`: how the catalogue holds up as it grows, with
// shoppers who do not repeat each other. Seeds the first size, starts Souk with its response
// cache off, and measures product lists no two alike, the same lists one at a time, the other
// pages (product, home, shop, category, flash sale) with ids across the whole catalogue, and
// search suggestions as shoppers type (no two alike, then one at a time); then
// grows the same database to the next size and measures the same again with the same seed.
// Last, suggestions run again with nothing kept between requests (summaries off), and a short
// pass of varied lists with the cache on shows how little it helps them. Prints
// a table per size, the growth from the first size to the last, and which targets are met;
// writes bench-results/catalogue-<db>.json, and exits 1 when a request failed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createSouk, root, seedSouk, serveSouk, stopSouk } from './bench/harness.mjs';
import { variedListScenario } from './bench/scenarios.mjs';
import { checkCatalogueTargets, SINGLE_LIST } from './bench/targets.mjs';
import { pageKinds, pagePaths } from './bench/varied-pages.mjs';
import { DEFAULT_SEED, gatherVocabulary, getData, listPaths } from './bench/varied-queries.mjs';
import { loopDelayMeter, singleRequests, variedRun, warmUp } from './bench/varied-run.mjs';
import { SINGLE_SUGGESTION, suggestionPaths, variedSuggestionScenario } from './bench/varied-suggestions.mjs';

const args = catalogueArgs();
const { seconds, connections, seed } = args;
const port = 3910;
const base = `http://127.0.0.1:${port}`;
/** The list requests, and the suggestion requests, sent one at a time at each size. */
const SINGLE_COUNT = 200;

console.log(`Seed ${seed} (--seed to change it); sizes ${args.sizes.join(', ')} on ${args.db}`);
const souk = createSouk({ db: args.db, port, pgDatabase: args.pgDatabase });
const loopDelayFile = path.join(souk.dataDir, 'loop-delay.json');
// The event-loop watch goes into every server this bench starts (never into `npm start`'s).
const nodeArgs = ['--import', pathToFileURL(path.join(import.meta.dirname, 'bench/loop-delay.mjs')).href];
const sizes = [];
let cacheOn;
let summariesOff;
try {
  let vocabulary;
  for (const products of args.sizes) {
    const seedSeconds = seedSouk(souk, products, { analyze: true });
    const server = await serve({ RESPONSE_CACHE_SECONDS: '0' });
    try {
      // Read once, at the first size: the same seed then asks the same lists at every size.
      vocabulary = { ...(vocabulary ?? (await gatherVocabulary(base))), products: await catalogueSize() };
      // Other work on the machine skews every number; the load says how much there was.
      const load = Number(loadavg()[0].toFixed(2));
      const rows = await measure(server, vocabulary);
      sizes.push({ products, seed_seconds: Number(seedSeconds.toFixed(1)), load_average: load, rows });
    } finally {
      await stopSouk(server);
    }
  }
  // Before the lists' cached pass: on PostgreSQL its slowest queries run on a while after their
  // server stops, and would weigh on the next run.
  summariesOff = await suggestionsWithoutSummaries(vocabulary);
  cacheOn = await cachedPass(vocabulary);
} finally {
  rmSync(souk.dataDir, { recursive: true, force: true });
}

const growth = sizes.length > 1 ? growthRows(sizes[0], sizes.at(-1)) : undefined;
const result = {
  date: new Date().toISOString(),
  db: args.db,
  seed,
  connections,
  seconds,
  sizes,
  growth,
  cache_on: cacheOn,
  summaries_off: summariesOff,
};
result.targets = checkCatalogueTargets(result);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', `catalogue-${args.db}.json`), `${JSON.stringify(result, null, 2)}\n`);

console.log(`\nSouk on ${args.db}, seed ${seed}, ${connections} connections, ${seconds} s per run`);
for (const size of sizes) printSize(size);
if (growth) {
  console.log(`\nGrowth from ${count(sizes[0].products)} to ${count(sizes.at(-1).products)} products:`);
  console.table(growth);
}
console.log(`\nVaried lists with the response cache on, ${count(sizes.at(-1).products)} products:`);
console.table([cacheOn]);
console.log(
  `\nSuggestions with nothing kept between requests (summaries off), ${count(sizes.at(-1).products)} products:`,
);
console.table([summariesOff]);
console.log(`\nTargets at ${count(sizes.at(-1).products)} products:`);
console.table(result.targets);
console.log(`wrote bench-results/catalogue-${args.db}.json`);
// A missed target is a finding; an error is a broken bench or a broken shop.
const failed =
  sizes.some((size) => size.rows.some((row) => row.errors > 0)) || cacheOn.errors + summariesOff.errors > 0;
process.exit(failed ? 1 : 0);

function catalogueArgs() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      sizes: { type: 'string', default: '100000,999999' },
      // A database of its own, so it runs beside `npm run bench` (souk_bench) on one PostgreSQL.
      'pg-database': { type: 'string', default: 'souk_bench_catalogue' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  // Each size grows the database the one before left.
  if (!sizes.every((n, i) => Number.isInteger(n) && n > (sizes[i - 1] ?? 0)))
    throw new Error(`--sizes must be whole numbers, each larger than the one before, not ${values.sizes}`);
  return {
    db: values.db,
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    seed: Number(values.seed),
    sizes,
    pgDatabase: values['pg-database'],
  };
}

/**
 * Starts the seeded Souk with the event-loop watch and `env`; its warnings go to the console,
 * and so does its exit, which says whether it stopped when told or died mid-run (and how).
 */
async function serve(env) {
  const server = await serveSouk(souk, {
    nodeArgs,
    env: { ...env, LOOP_DELAY_FILE: loopDelayFile },
    serverStdout: 'inherit',
  });
  server.once('exit', (code, signal) => console.log(`server ${server.pid} exited: ${signal ?? `code ${code}`}`));
  return server;
}

/** The products shoppers can see, so details pages are drawn across all of them (ids 1 to this). */
async function catalogueSize() {
  return (await getData(base, '/api/products?per_page=1')).total;
}

/**
 * One size's rows: the varied lists under load, the same kind of lists one at a time, each other
 * page kind under load, and suggestions under load and one at a time, each run with its probe
 * and event-loop delay.
 */
async function measure(server, vocabulary) {
  const loopDelay = loopDelayMeter(server, loopDelayFile);
  const run = (paths) => variedRun({ base, server, paths, seconds, connections, loopDelay });
  const lists = variedListScenario(vocabulary, seed);
  await warmUp({ base, paths: (client) => lists.paths(`warm-up ${client}`), connections });
  const rows = [{ scenario: lists.name, ...(await run(lists.paths)) }];
  console.log(`${lists.name}: ${rows[0].rps} rps, p99 ${rows[0].p99_ms} ms`);
  const next = listPaths(vocabulary, seed, 'single');
  const single = await singleRequests({ base, server, next, count: SINGLE_COUNT });
  rows.push({ scenario: SINGLE_LIST, ...single });
  console.log(`${SINGLE_LIST}: p50 ${single.p50_ms} ms, p99 ${single.p99_ms} ms`);
  for (const kind of pageKinds) {
    rows.push({ scenario: kind.name, ...(await run((client) => pagePaths(kind, vocabulary, seed, client))) });
    console.log(`${kind.name}: ${rows.at(-1).rps} rps, p99 ${rows.at(-1).p99_ms} ms`);
  }
  const suggestions = variedSuggestionScenario(vocabulary, seed, 'load');
  await warmUp({ base, paths: variedSuggestionScenario(vocabulary, seed, 'warm-up').paths, connections });
  rows.push({ scenario: suggestions.name, ...(await run(suggestions.paths)) });
  console.log(`${suggestions.name}: ${rows.at(-1).rps} rps, p99 ${rows.at(-1).p99_ms} ms`);
  const typed = suggestionPaths(vocabulary, seed, 'single');
  rows.push({
    scenario: SINGLE_SUGGESTION,
    ...(await singleRequests({ base, server, next: typed, count: SINGLE_COUNT })),
  });
  console.log(`${SINGLE_SUGGESTION}: p50 ${rows.at(-1).p50_ms} ms, p99 ${rows.at(-1).p99_ms} ms`);
  return rows;
}

/**
 * The largest catalogue again with the response cache as configured (on by default): a short
 * run of varied lists, whose hit ratio says what the cache does for shoppers who do not repeat.
 */
async function cachedPass(vocabulary) {
  const server = await serve({});
  try {
    const lists = variedListScenario(vocabulary, seed);
    await warmUp({ base, paths: (client) => lists.paths(`warm-up ${client}`), connections });
    const loopDelay = loopDelayMeter(server, loopDelayFile);
    const short = Math.min(seconds, 5);
    const run = await variedRun({ base, server, paths: lists.paths, seconds: short, connections, loopDelay });
    return { scenario: `${lists.name}, cache on`, ...run };
  } finally {
    await stopSouk(server);
  }
}

/**
 * The largest catalogue's suggestions again with the lists' summaries off: every name's card,
 * kept between requests otherwise (ADR 2), read from the database each time, as for texts
 * whose names no one typed since the last catalogue change. Side by side with the row above.
 */
async function suggestionsWithoutSummaries(vocabulary) {
  const server = await serve({ RESPONSE_CACHE_SECONDS: '0', CATALOG_SUMMARY_SECONDS: '0' });
  try {
    const suggestions = variedSuggestionScenario(vocabulary, seed, 'summaries off');
    const loopDelay = loopDelayMeter(server, loopDelayFile);
    const run = await variedRun({ base, server, paths: suggestions.paths, seconds, connections, loopDelay });
    return { scenario: `${suggestions.name}, summaries off`, ...run };
  } finally {
    await stopSouk(server);
  }
}

/** Per scenario, its p99 and requests/s at the largest size over those at the first. */
function growthRows(small, large) {
  return small.rows.map((row) => {
    const grown = large.rows.find((r) => r.scenario === row.scenario);
    return {
      scenario: row.scenario,
      p99_ms_small: row.p99_ms,
      p99_ms_large: grown.p99_ms,
      p99_ratio: ratio(grown.p99_ms, row.p99_ms),
      // The requests sent one at a time have no rate.
      ...(row.rps !== undefined && { rps_ratio: ratio(grown.rps, row.rps) }),
    };
  });
}

function ratio(large, small) {
  return small ? Number((large / small).toFixed(2)) : null;
}

function count(n) {
  return n.toLocaleString('en');
}

function printSize({ products, seed_seconds: seedSeconds, load_average: load, rows }) {
  console.log(
    `\n${count(products)} products (seeded in ${seedSeconds} s), response cache off, machine load ${load} at the start:`,
  );
  console.table(rows);
}
