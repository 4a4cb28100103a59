import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { readSettings } from '../../src/modules/settings/queries.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** The APP_URL the suites run under. */
export const ORIGIN = 'https://shop.example';

/** A stand-in for the storefront's inline boot script (apps/web/src/boot.ts). */
export const BOOT_SCRIPT = 'window.soukEarlyPresses = { held: [], stop() {} }';

/** A stand-in for the built storefront's index.html, shaped like Vite's output. */
export const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Shop from independent shops in one place." />
    <title>Souk</title>
    <script>${BOOT_SCRIPT}</script>
    <script type="module" crossorigin src="/build/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A second server on the test's database that serves the stand-in storefront, with `env` on top. */
export async function storefrontApp(t: TestContext, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const webDir = path.join(t.dataDir, 'web');
  mkdirSync(webDir, { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  const config = loadConfig(
    {
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      RESPONSE_CACHE_SECONDS: '0',
      CATALOG_SUMMARY_SECONDS: '0',
      ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
      ...env,
    },
    webDir,
  );
  const app = await buildApp({ db: t.db, kind: t.databaseUrl ? 'postgres' : 'sqlite', config });
  await app.ready();
  return app;
}

/**
 * A seeded test app plus a storefront app on its database for the file's tests; `page` fetches
 * a page and checks it is HTML that is never cached.
 */
export function storefrontSuite(env: Record<string, string>) {
  const suite = {} as { t: TestContext; web: FastifyInstance; appDescription: string };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.web = await storefrontApp(suite.t, env);
    // The shop's description from its settings: pages without their own use it.
    suite.appDescription = (await readSettings(suite.t.db)).web_footer_description ?? '';
  });
  afterAll(async () => {
    await suite.web.close();
    await suite.t.close();
  });
  const page = async (url: string) => {
    const res = await suite.web.inject(url);
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    return { status: res.statusCode, html: res.body, headers: res.headers };
  };
  return { suite, page };
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The content of `<meta name|property="key">`, decoded; undefined when absent. */
export function metaOf(html: string, key: string): string | undefined {
  const tag = html.match(/<meta [^>]*>/g)?.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
  const content = tag && attr(tag, 'content');
  return content === undefined ? undefined : decode(content);
}

/** Every `<link rel="…">` of a kind as [hreflang or '', href]. */
export function linksOf(html: string, rel: string): Array<[string, string]> {
  return (html.match(/<link [^>]*>/g) ?? [])
    .filter((t) => attr(t, 'rel') === rel)
    .map((t) => [attr(t, 'hreflang') ?? '', decode(attr(t, 'href') ?? '')]);
}

export function titleOf(html: string): string | undefined {
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  if (titles.length !== 1) throw new Error(`expected one <title>, found ${titles.length}`);
  return decode(titles[0]?.[1] ?? '');
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

/** The `<loc>` values of a sitemap or sitemap index. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
}
