// What every bench script shares: its command-line options, and a Souk started as a user would
// start it (built if needed, a seeded database of the chosen kind, the bundled server).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../build-if-needed.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** `--db sqlite|postgres --products N --seconds S --connections C`, with per-script defaults. */
export function benchArgs(defaults = {}) {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      products: { type: 'string', default: defaults.products ?? '100000' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
    },
  });
  return { ...values, seconds: Number(values.seconds), connections: Number(values.connections) };
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
 * as a settled shop has them.
 */
export async function startSouk({ db, products, port, pgDatabase, analyze = false, serverStdout = 'pipe' }) {
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

  console.log(`Seeding ${products} products on ${db}...`);
  const seed = spawnSync('node', [path.join(build, 'seed-cli.js'), '--products', products], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  if (analyze && db === 'postgres') spawnSync('psql', [env.DATABASE_URL, '-c', 'ANALYZE'], { stdio: 'inherit' });
  owners.set(`http://127.0.0.1:${port}`, addShopOwner(build, env, 'Bench Shop'));

  // With the Node flags `npm start` runs it with, plus e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof
  // --cpu-prof-dir=/tmp/prof" to profile the server under load.
  const nodeArgs = [...startFlags(), ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const server = spawn('node', [...nodeArgs, path.join(build, 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', serverStdout, 'inherit'],
  });
  // A bench that fails half-way must not leave the server running.
  process.once('exit', () => server.kill('SIGTERM'));
  await waitForUrl(`http://127.0.0.1:${port}/api/master`);
  return { server, dataDir };
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
