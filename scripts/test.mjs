// `npm test`: every check, in the order a failure is cheapest to find. Server tests run on
// SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); the scale test
// runs when TEST_REDIS_URL is set too.
// `npm run check` (`--quick`): the loop while working: types, lint and unit tests, two at a
// time, the type checks incremental and the lint cached (under node_modules/.cache/souk).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const cache = (name) => `node_modules/.cache/souk/${name}`;
const types = (project, name) => [
  'types',
  'npx',
  ['tsc', '-p', project, ...(quick ? ['--incremental', '--tsBuildInfoFile', cache(`${name}.tsbuildinfo`)] : [])],
  {},
];
const lint = ['lint', 'npx', ['eslint', '.', ...(quick ? ['--cache', '--cache-location', cache('eslint')] : [])], {}];
const contract = ['contract', 'npx', ['vitest', 'run', '--root', 'packages/contract'], {}];
const webUnits = ['web units', 'npx', ['vitest', 'run', '--root', 'apps/web'], {}];
const consoleUnits = ['console units', 'npx', ['vitest', 'run', '--root', 'apps/console'], {}];
const clientUnits = ['client', 'npx', ['vitest', 'run', '--root', 'packages/client'], {}];
// Each check runs on one core: two at a time keep both of CI's busy.
const steps = [
  [types('apps/server', 'server'), lint],
  [types('apps/web', 'web'), types('apps/console', 'console')],
  [types('packages/contract', 'contract'), types('packages/client', 'client'), types('packages/ui', 'ui')],
  ...(quick
    ? []
    : [
        [
          ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], {}],
          ['boundaries', 'npm', ['run', '--silent', 'lint:boundaries'], {}],
        ],
      ]),
  [contract, clientUnits],
  [webUnits, consoleUnits],
];
const sqlitePass = ['server (SQLite)', 'npx', ['vitest', 'run', '--root', 'apps/server'], { TEST_DATABASE_URL: '' }];
if (quick) {
  // Types, lint and unit tests only.
} else if (process.env.TEST_DATABASE_URL) {
  // Side by side on two cores: 385 s (SQLite) and 566 s (PostgreSQL) on one machine, each test
  // app starting from a copy of one seed (test/global-setup.ts): its files on SQLite, a database
  // made from a template on PostgreSQL (test/helpers/fresh-database.ts).
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
if (!quick) {
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
}

const only = process.argv.slice(2).filter((arg) => arg !== '--quick');
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
      const { code, output } = await run(check, group.length > 1);
      took.push(`${check[0]} ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) failed.push({ name: check[0], output });
    }),
  );
}
// The time each step took, so a slower suite shows where it slowed.
console.log(`\n${took.join(' · ')}`);
// A CI log is often read from its end: what failed is repeated there, with its own words.
for (const { name, output } of failed) console.log(`\n▼ why ${name} failed\n${failureOf(output)}`);
console.log(failed.length ? `\n✗ failed: ${failed.map((f) => f.name).join(', ')}` : '\n✓ every check passed');
process.exit(failed.length ? 1 : 0);

/**
 * Runs one check and resolves with its exit code and output. Alone, its output streams as it
 * comes; beside others, it is held and printed whole when it ends, so the logs of checks
 * running together do not interleave.
 */
function run([name, command, args, env], beside) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}${beside ? ' (beside others, output when done)' : ''}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, ...(beside ? { FORCE_COLOR: '1' } : {}) },
  });
  const output = [];
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => {
      output.push(chunk);
      if (!beside) to.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (beside) process.stdout.write(`\n▼ ${name}\n${text}`);
      resolve({ code: code ?? 1, output: text });
    });
  });
}

/**
 * The part of a failed check's output that says why: Vitest's failure section, Playwright's
 * first failure onwards, or else its end.
 */
function failureOf(output) {
  // eslint-disable-next-line no-control-regex -- colour codes start with the escape character.
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const from = lines.findIndex((line) => /Failed Tests? \d+|^ {2}1\) \[/.test(line));
  return (from >= 0 ? lines.slice(from, from + 150) : lines.slice(-60)).join('\n');
}
