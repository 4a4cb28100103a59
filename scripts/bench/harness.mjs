// What every bench script shares: its command-line options, and a Souk started as a user would
// start it (built if needed, a seeded database of the chosen kind, the bundled server).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../build-if-needed.mjs';
import { DEFAULT_SEED } from './varied-queries.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * `--db sqlite|postgres --products N --seconds S --connections C --seed N`, with per-script
 * defaults; the seed draws the varied scenarios' requests (see varied-queries.mjs).
 */
export function benchArgs(defaults = {}) {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      products: { type: 'string', default: defaults.products ?? '100000' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
    },
  });
  return {
    ...values,
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    seed: Number(values.seed),
  };
}

/** The shop owner startSouk added to the Souk at each base URL (see benchOwner). */
const owners = new Map();

/**
 * The e-mail and password of a shop owner of the Souk startSouk started at `base`: production
 * gives the demo's sellers drawn passwords, printed only, so each bench adds an owner of its own.
 */
export function benchOwner(base) {
  const owner = owners.get(base);
  if (!owner) throw new Error(`no Souk started by startSouk at ${base}`);
  return owner;
}

/**
 * Builds when needed, seeds `products` demo products into a fresh SQLite directory or a fresh
 * PostgreSQL database named `pgDatabase`, adds a shop owner (benchOwner), and starts the server
 * on `port`; resolves once it answers. `analyze` gathers PostgreSQL planner statistics first,
 * as a settled shop has them. The other options (`nodeArgs`, `env`, `serverStdout`) are
 * serveSouk's.
 */
export async function startSouk({ db, products, port, pgDatabase, analyze = false, ...serveOptions }) {
  const souk = createSouk({ db, port, pgDatabase });
  seedSouk(souk, products, { analyze });
  owners.set(`http://127.0.0.1:${port}`, addShopOwner(souk.build, souk.env, 'Bench Shop'));
  const server = await serveSouk(souk, serveOptions);
  return { server, dataDir: souk.dataDir, souk };
}

/**
 * A Souk not yet seeded nor started: a snapshot of the build, a fresh SQLite directory or a fresh
 * PostgreSQL database named `pgDatabase`, and the environment its commands and server run with.
 * seedSouk and serveSouk take it, as often as a bench needs (seed, serve, stop, grow, serve).
 */
export function createSouk({ db, port, pgDatabase }) {
  const build = snapshotBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${pgDatabase.replace(/_/g, '-')}-`));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_ENV: 'production',
    APP_URL: `http://127.0.0.1:${port}`,
    // The benches sign up their buyers from one loopback address.
    REGISTRATIONS_PER_HOUR: '100000',
    // The chat bench holds about 6,000 sockets from loopback.
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '10000',
  };
  if (db === 'postgres') {
    env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${pgDatabase}`;
    spawnSync(
      'psql',
      [
        process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        '-c',
        `DROP DATABASE IF EXISTS ${pgDatabase}`,
        '-c',
        `CREATE DATABASE ${pgDatabase}`,
      ],
      { stdio: 'inherit' },
    );
  } else {
    delete env.DATABASE_URL;
  }
  return { db, build, dataDir, env };
}

/**
 * Seeds the Souk up to `products` demo products with the server's own command: a fresh one is
 * seeded, a seeded one grows (the command appends). `analyze` then gathers PostgreSQL planner
 * statistics. Returns the seconds the command took.
 */
export function seedSouk(souk, products, { analyze = false } = {}) {
  console.log(`Seeding ${products} products on ${souk.db}...`);
  const started = performance.now();
  const seed = spawnSync('node', [path.join(souk.build, 'seed-cli.js'), '--products', String(products)], {
    cwd: root,
    env: souk.env,
    stdio: 'inherit',
  });
  // Thrown, not exited, so a bench's clean-up still runs; killed, it says by which signal.
  if (seed.status !== 0) throw new Error(`seed-cli exited with ${seed.status ?? seed.signal}`);
  const seconds = (performance.now() - started) / 1000;
  if (analyze && souk.db === 'postgres')
    spawnSync('psql', [souk.env.DATABASE_URL, '-c', 'ANALYZE'], { stdio: 'inherit' });
  return seconds;
}

/**
 * Starts the server of a seeded Souk; resolves once it answers and its search index is built
 * (searches are the database's until then, ADR 10). `nodeArgs` (e.g. `--import` of
 * a module to load into it) and `env` (e.g. RESPONSE_CACHE_SECONDS) are this server's own.
 */
export async function serveSouk(souk, { nodeArgs = [], env = {}, serverStdout = 'pipe' } = {}) {
  // With the Node flags `npm start` runs it with, plus e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof
  // --cpu-prof-dir=/tmp/prof" to profile the server under load.
  const flags = [
    ...startFlags(),
    ...nodeArgs,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const server = spawn('node', [...flags, path.join(souk.build, 'main.js')], {
    cwd: root,
    env: { ...souk.env, ...env },
    stdio: ['ignore', serverStdout, 'inherit'],
  });
  // A bench that fails half-way must not leave the server running.
  process.once('exit', () => server.kill('SIGTERM'));
  await waitForUrl(`${souk.env.APP_URL}/api/master`);
  await searchIndexBuilt(souk.env.APP_URL);
  return server;
}

/** Waits while the server's search index is building; prints how long it took. */
async function searchIndexBuilt(base) {
  const started = performance.now();
  for (;;) {
    const health = await (await fetch(`${base}/api/health`)).json();
    if (health.search_index !== 'building') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 1) console.log(`Search index built ${seconds.toFixed(1)} s after the server answered`);
}

/**
 * Adds the owner of a new shop named `shop` through the server's own command (`npm run
 * add-owner`, bundled in `serverDist`) on the database `env` names, with a password drawn for
 * this run; returns the e-mail and password to sign in with.
 */
export function addShopOwner(serverDist, env, shop) {
  const owner = {
    email: `owner-${randomBytes(4).toString('hex')}@example.com`,
    password: randomBytes(16).toString('hex'),
  };
  const args = ['owner', '--email', owner.email, '--shop', shop, '--password', owner.password];
  const added = spawnSync('node', [path.join(serverDist, 'add-account-cli.js'), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (added.status !== 0) throw new Error(`add-owner exited with ${added.status ?? added.signal}`);
  return owner;
}

/** The Node flags of package.json's `start` script, read there so the bench never runs another server. */
function startFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/**
 * Builds when needed, then copies the server and storefront bundles to a folder of this run's
 * own, so a rebuild while the bench runs cannot pull the served files from under it. The copy
 * sits in apps/server (the server finds the storefront at ../../web/dist and its dependencies
 * in apps/server/node_modules); it goes when the process exits.
 */
function snapshotBuild() {
  buildIfNeeded();
  const snapshot = path.join(root, 'apps/server', `.bench-${process.pid}`);
  cpSync(path.join(root, 'apps/server/dist'), path.join(snapshot, 'server/dist'), { recursive: true });
  process.once('exit', () => rmSync(snapshot, { recursive: true, force: true }));
  const web = path.join(snapshot, 'web/dist');
  // Another build may be half-way: copy again until the page and all it loads are there.
  for (let attempt = 0; attempt < 60; attempt += 1) {
    rmSync(web, { recursive: true, force: true });
    cpSync(path.join(root, 'apps/web/dist'), web, { recursive: true });
    if (complete(web)) break;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
  }
  return path.join(snapshot, 'server/dist');
}

/** True when the storefront's index.html and every file it names under /build/ exist. */
function complete(webDir) {
  const index = path.join(webDir, 'index.html');
  if (!existsSync(index)) return false;
  const files = readFileSync(index, 'utf8').match(/\/build\/[^"]+/g) ?? [];
  return files.every((file) => existsSync(path.join(webDir, file)));
}

/**
 * Stops a server started by startSouk and waits for it to exit, so a `--cpu-prof` profile is
 * written before the data folder goes. A server that does not stop in 10 s is killed.
 */
export async function stopSouk(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A process's resident set size in bytes, read from /proc (no spawn, so the load generator is not stalled). */
export function rss(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

/** The CPU seconds a process has used so far (user and system), read from /proc like rss. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis, from the 3rd: utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // In clock ticks, 100 a second on Linux (getconf CLK_TCK).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function waitForUrl(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** A new customer of the server at `base`, signed up through the API: token, user id and phone. */
export async function registerCustomer(base, n, tag) {
  const phone = `555${String(7_000_000 + n)}`;
  const res = await fetch(`${base}/api/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${tag} ${n}`,
      email: `bench-${tag}-${n}@example.com`,
      phone,
      phone_code: '+1',
      country: 'United States',
      password: 'a quiet walk by the river',
    }),
  });
  if (!res.ok) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  const { data } = await res.json();
  return { token: data.access.token, userId: data.user.id, phone };
}
