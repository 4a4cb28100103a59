// Builds the storefront, the console and the server when their output is missing or older than their
// sources, so `npm start` on a fresh clone (or after a pull) always serves current code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const contract = path.join(root, 'packages/contract/src');
const client = path.join(root, 'packages/client/src');
const targets = [
  {
    name: 'storefront',
    workspace: 'apps/web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [
      contract,
      client,
      ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(root, 'apps/web', p)),
    ],
  },
  {
    name: 'console',
    workspace: 'apps/console',
    output: path.join(root, 'apps/console/dist/index.html'),
    sources: [
      contract,
      client,
      ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(root, 'apps/console', p)),
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: path.join(root, 'apps/server/dist/main.js'),
    sources: [contract, ...['src', 'build.mjs', 'package.json'].map((p) => path.join(root, 'apps/server', p))],
  },
];

/** `only` names one target ('server'): commands that never serve pages need not build the storefront. */
export function buildIfNeeded(only) {
  for (const target of targets) {
    if (only && target.name !== only) continue;
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    const changed = Math.max(...target.sources.map(newestMtime));
    if (built >= changed) continue;
    console.log(`Building the ${target.name}...`);
    execSync(`npm run build --silent -w ${target.workspace} -- --logLevel warn`, { cwd: root, stdio: 'inherit' });
  }
}
