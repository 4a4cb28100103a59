// Fails when two server modules (apps/server/src/modules/<name>) or two features of the storefront
// or the console (apps/{web,console}/src/features/<name>) import each other, in either direction and through any of
// their files: such a pair is one module in two places, or a part that belongs to neither.
// Reads the same import graph as the rules in .dependency-cruiser.cjs. Run by `npm run lint`.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const { options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const AREAS = [/^apps\/server\/src\/modules\/([^/]+)\//, /^apps\/(?:web|console)\/src\/features\/([^/]+)\//];

const areaOf = (file) => {
  for (const pattern of AREAS) {
    const match = pattern.exec(file);
    if (match) return `${match[0].split('/')[1]}:${match[1]}`;
  }
  return null;
};

const { output } = await cruise(['apps/server/src', 'apps/web/src', 'apps/console/src'], options);

const edges = new Map();
for (const module of output.modules) {
  const from = areaOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = areaOf(dependency.resolved);
    if (!to || to === from) continue;
    const key = `${from} → ${to}`;
    if (!edges.has(key)) edges.set(key, `${module.source} → ${dependency.resolved}`);
  }
}

const pairs = [];
for (const [key, example] of edges) {
  const [from, to] = key.split(' → ');
  const back = edges.get(`${to} → ${from}`);
  if (back && from < to) pairs.push(`${from} ⇄ ${to}\n    ${example}\n    ${back}`);
}
if (pairs.length > 0) {
  console.error(`✗ ${pairs.length} pairs of modules import each other:\n  ${pairs.join('\n  ')}`);
  process.exit(1);
}
console.log('✓ no two modules import each other');
