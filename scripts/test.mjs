// `npm test`: every check, in the order a failure is cheapest to find. Server tests run on
// SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); the scale test
// runs when TEST_REDIS_URL is set too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['types', 'npx', ['tsc', '-p', 'packages/contract'], {}],
  ['types', 'npx', ['tsc', '-p', 'apps/server'], {}],
  ['types', 'npx', ['tsc', '-p', 'apps/web'], {}],
  ['lint', 'npx', ['eslint', '.'], {}],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {}],
  ['contract', 'npx', ['vitest', 'run', '--root', 'packages/contract'], {}],
  ['web units', 'npx', ['vitest', 'run', '--root', 'apps/web'], {}],
  ['server (SQLite)', 'npx', ['vitest', 'run', '--root', 'apps/server'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'server (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--root', 'apps/server'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}
steps.push(['build', 'npm', ['run', 'build', '--silent'], {}]);
steps.push(['budgets', 'node', ['scripts/check-budgets.mjs'], {}]);
steps.push(['e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {}]);
// SIGKILL mid-burst of orders and messages, then restart: nothing acknowledged is lost or half.
steps.push(['crash (SQLite)', 'node', ['scripts/crash-test.mjs', '--db', 'sqlite'], {}]);
if (process.env.TEST_DATABASE_URL) {
  steps.push(['crash (PostgreSQL)', 'node', ['scripts/crash-test.mjs', '--db', 'postgres'], {}]);
}
// Two server processes on PostgreSQL and Redis behind one port (CI has both).
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  steps.push(['scale', 'node', ['scripts/scale-test.mjs'], {}]);
}

const only = process.argv.slice(2);
const failed = [];
const took = [];
for (const [name, command, args, env] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failed.push(name);
}
// The time each step took, so a slower suite shows where it slowed.
console.log(`\n${took.join(' · ')}`);
console.log(failed.length ? `\n✗ failed: ${failed.join(', ')}` : '\n✓ every check passed');
process.exit(failed.length ? 1 : 0);
