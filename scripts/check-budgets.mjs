// Size budgets of the built storefront (apps/web/dist), gzip sizes in kB (1 kB = 1000 bytes):
// - the home page's initial JavaScript: every script and modulepreload in index.html, the home
//   screen's chunk (the server names it as a modulepreload in the page it writes) and all the
//   chunks they import statically, together at most BUDGET_HOME_KB (150);
// - every other JavaScript chunk (screens, dialogs, libraries loaded on demand) at most
//   BUDGET_CHUNK_KB (60) each;
// - every stylesheet at most BUDGET_CSS_KB (30).
// Prints a table and exits 1 naming each file over its budget. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const budgetKb = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of kB`);
  return value;
};
const budgets = {
  home: budgetKb('BUDGET_HOME_KB', 150),
  chunk: budgetKb('BUDGET_CHUNK_KB', 60),
  css: budgetKb('BUDGET_CSS_KB', 30),
};

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`✗ ${path.relative(process.cwd(), dist)}/index.html is missing; run \`npm run build\` first`);
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1000;

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built
// chunk; `import("./x.js")` is left out: it loads on demand, not with the page.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The home page's entry files, its screen's chunk and everything they import statically, as
 * paths under dist.
 */
function initialScripts(html, manifest) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const screen = manifest[HOME_SCREEN]?.file;
  if (!screen) throw new Error(`the build manifest has no chunk for ${HOME_SCREEN}`);
  const queue = tags
    .filter((tag) => /\btype="module"/.test(tag) || /\brel="modulepreload"/.test(tag))
    .map((tag) => /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter(Boolean)
    .concat(screen);
  const seen = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return [...seen];
}

// Folders whose names start with a dot (.vite's chunk map, .ssr's server bundle) never reach a browser.
const listFiles = (dir) =>
  readdirSync(path.join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? listFiles(file) : [file];
  });

/** The home screen's module: the server preloads its chunk on `/` (seo/screen-chunks.ts). */
const HOME_SCREEN = 'src/app/routes/home.tsx';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const initial = initialScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'), manifest);
const all = listFiles('.').map((file) => file.replace(/^\.\//, ''));
const sized = (files) => files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const home = sized(initial);
const homeKb = home.reduce((sum, row) => sum + row.kb, 0);
const chunks = sized(all.filter((file) => file.endsWith('.js') && !initial.includes(file)));
const styles = sized(all.filter((file) => file.endsWith('.css')));

const breaches = [];
if (homeKb > budgets.home)
  breaches.push(`home initial JavaScript is ${homeKb.toFixed(1)} kB (budget ${budgets.home} kB)`);
for (const { file, kb } of chunks) {
  if (kb > budgets.chunk) breaches.push(`${file} is ${kb.toFixed(1)} kB (budget ${budgets.chunk} kB per chunk)`);
}
for (const { file, kb } of styles) {
  if (kb > budgets.css) breaches.push(`${file} is ${kb.toFixed(1)} kB (budget ${budgets.css} kB per stylesheet)`);
}

const row = (what, file, kb, budget) =>
  console.log(`${what.padEnd(12)} ${file.padEnd(44)} ${kb.toFixed(1).padStart(7)} kB ${budget.padStart(10)}`);
console.log(`${'kind'.padEnd(12)} ${'file (gzip)'.padEnd(44)} ${'size'.padStart(10)} ${'budget'.padStart(10)}`);
for (const { file, kb } of home) row('home', file, kb, '');
row('home total', `${home.length} files`, homeKb, `${budgets.home} kB`);
for (const { file, kb } of chunks.slice(0, 5)) row('chunk', file, kb, `${budgets.chunk} kB`);
row('chunks', `${chunks.length} on demand, largest above`, chunks[0]?.kb ?? 0, `${budgets.chunk} kB`);
for (const { file, kb } of styles) row('css', file, kb, `${budgets.css} kB`);

if (breaches.length) {
  console.error(`\n✗ over budget:\n${breaches.map((b) => `  ${b}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✓ every bundle within budget');
