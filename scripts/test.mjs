// `npm test`: every check, in the order a failure is cheapest to find. Server tests run on
// SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); the scale test
// runs when TEST_REDIS_URL is set too.
import { spawn } from 'node:child_process';
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
];
const sqlitePass = ['server (SQLite)', 'npx', ['vitest', 'run', '--root', 'apps/server'], { TEST_DATABASE_URL: '' }];
if (process.env.TEST_DATABASE_URL) {
  // Side by side: one after the other they took 528 s of a CI run that used 30 min of CPU time
  // in 30.4 min on two cores; side by side they took 423 s.
  steps.push([
    sqlitePass,
    [
      'server (PostgreSQL)',
      'npx',
      ['vitest', 'run', '--root', 'apps/server'],
      { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    ],
  ]);
} else {
  steps.push(sqlitePass);
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
for (const step of steps) {
  // A step is one check, or a list of checks that run at the same time.
  const group = (Array.isArray(step[0]) ? step : [step]).filter(
    ([name]) => !only.length || only.some((o) => name.startsWith(o)),
  );
  if (group.length === 0) continue;
  const started = Date.now();
  await Promise.all(
    group.map(async (check) => {
      const code = await run(check, group.length > 1);
      took.push(`${check[0]} ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) failed.push(check[0]);
    }),
  );
}
// The time each step took, so a slower suite shows where it slowed.
console.log(`\n${took.join(' · ')}`);
console.log(failed.length ? `\n✗ failed: ${failed.join(', ')}` : '\n✓ every check passed');
process.exit(failed.length ? 1 : 0);

/**
 * Runs one check and resolves with its exit code. Beside others, its output is held and
 * printed whole when it ends, so the logs of checks running together do not interleave.
 */
function run([name, command, args, env], beside) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}${beside ? ' (beside others, output when done)' : ''}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env, ...(beside ? { FORCE_COLOR: '1' } : {}) },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (beside) process.stdout.write(`\n▼ ${name}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}
