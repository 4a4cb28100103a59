// Lighthouse (mobile preset, simulated throttling) on the built storefront in Debian's Chromium:
// home, a category's product list and a product's details, each through a TLS front speaking
// HTTP/2 as in production (tls-front.mjs) and straight over HTTP/1.1. `npm run bench` runs it
// on its seeded Souk; alone, `node scripts/bench/lighthouse.mjs [--products N]` seeds and starts one.
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';
import { benchArgs, startSouk, stopSouk } from './harness.mjs';
import { PRODUCTION, startTlsFront } from './tls-front.mjs';

const RUNS = 3;
/** The pages to audit: their paths come from the shop's own data. */
async function pages(base) {
  const { data: home } = await (await fetch(`${base}/api/home`)).json();
  const { data: list } = await (await fetch(`${base}/api/products?per_page=1`)).json();
  const category = home.categories?.[0] ?? (await (await fetch(`${base}/api/categories`)).json()).data.categories[0];
  return [
    { page: 'home', path: '/' },
    { page: 'category list', path: `/categories/${category.slug}` },
    { page: 'product details', path: `/products/${list.products[0].id}/details` },
  ];
}

async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  // A page that never painted has no scores; the row says why instead.
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const value = (id) => lhr.audits[id].numericValue;
  return {
    performance: score('performance'),
    lcp_ms: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbt_ms: Math.round(value('total-blocking-time')),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    // What a score below 100 is made of, so the table says where to look.
    failing: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .filter((ref) => (lhr.audits[ref.id].score ?? 1) < 0.9)
      .map((ref) => ref.id),
  };
}

/**
 * The page's LCP with the network and CPU really slowed to the same preset (slow 4G, 4x CPU)
 * rather than simulated. Lighthouse 12's simulation counts every module script that finished
 * loading before the observed paint as something the paint waited for (module scripts leave
 * no EvaluateScript trace event to prove otherwise; GoogleChrome/lighthouse#17163), which on
 * loopback they usually do; this is what a shopper on that line sees.
 */
async function throttledLcp(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
  });
  return lhr.runtimeError ? undefined : Math.round(lhr.audits['largest-contentful-paint'].numericValue);
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One row per page and transport: the four category scores (0-100), the three Web Vitals, and
 * through the production front also the LCP under real throttling (`lcp_throttled_ms`, see
 * throttledLcp); targets.mjs holds the production rows to the targets. Over HTTP/1.1 Chromium
 * opens at most six connections to the shop, so each script file beyond those waits a round
 * trip on the slow line; HTTP/2 sends them all at once on one connection.
 */
export async function runLighthouse(base) {
  const shopPort = Number(new URL(base).port);
  const front = await startTlsFront(shopPort, shopPort + 40);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, `--ignore-certificate-errors-spki-list=${front.spki}`],
    ignoreDefaultFlags: true,
  });
  const rows = [];
  try {
    for (const { page, path } of await pages(base)) {
      for (const [transport, origin] of [
        [PRODUCTION, front.base],
        ['HTTP/1.1', base],
      ]) {
        // Scores move with the machine's load: the median of three runs, as Lighthouse advises.
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${origin}${path}`, chrome.port));
        const scored = runs.filter((run) => !run.error).sort((a, b) => a.performance - b.performance);
        const row = {
          page,
          path,
          transport,
          ...(scored[Math.floor(scored.length / 2)] ?? { ...runs[0], failing: [] }),
        };
        if (transport === PRODUCTION) {
          const throttled = [];
          for (let run = 0; run < RUNS; run += 1) throttled.push(await throttledLcp(`${origin}${path}`, chrome.port));
          row.lcp_throttled_ms = median(throttled.filter((lcp) => lcp !== undefined));
        }
        rows.push(row);
      }
    }
  } finally {
    chrome.kill();
    await front.close();
  }
  return rows;
}

/** The scores as a table, then each page's audits that pull a score down. */
export function printLighthouse(rows) {
  console.table(rows.map((row) => ({ ...row, failing: row.failing.length })));
  for (const row of rows)
    if (row.failing.length) console.log(`${row.page} (${row.transport}), audits below 0.9: ${row.failing.join(', ')}`);
}

if (import.meta.filename === process.argv[1]) {
  const args = benchArgs({ products: '5000' });
  const port = 3930;
  const { server, dataDir } = await startSouk({
    db: args.db,
    products: args.products,
    port,
    pgDatabase: 'souk_bench_lh',
  });
  try {
    const rows = await runLighthouse(`http://127.0.0.1:${port}`);
    printLighthouse(rows);
  } finally {
    await stopSouk(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
