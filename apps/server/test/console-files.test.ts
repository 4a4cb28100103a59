import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
const CONSOLE_PAGE = '<!doctype html><title>Souk console</title><div id="root"></div>';
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Stand-ins for the built storefront and the built console, each with one hashed chunk.
  const webDir = path.join(t.dataDir, 'web');
  const consoleDir = path.join(t.dataDir, 'console');
  mkdirSync(path.join(webDir, 'build'), { recursive: true });
  mkdirSync(path.join(consoleDir, 'build'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Souk</title><div id="root"></div>');
  writeFileSync(path.join(consoleDir, 'index.html'), CONSOLE_PAGE);
  writeFileSync(path.join(consoleDir, 'build', 'index-abc123.js'), 'console.log(1)');
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }, webDir, consoleDir);
  app = await buildApp({ db: t.db, kind: 'sqlite', config });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the console under /console/', () => {
  it('answers every console path with its page, never cached and never indexed', async () => {
    for (const url of ['/console', '/console/', '/console/orders?status=Pending', '/console/products/12']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CONSOLE_PAGE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      // The same document policy as the storefront's pages: same-origin scripts only.
      expect(String(res.headers['content-security-policy']), url).toMatch(/script-src 'self'(;|$)/);
    }
  });

  it('serves its hashed chunks for a year, and a missing one is a 404, not a page', async () => {
    const chunk = await app.inject('/console/build/index-abc123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject('/console/build/gone-999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('leaves the storefront its own paths, near names included', async () => {
    const res = await app.inject('/consoles');
    // The storefront's page, answering 404 for a path that is not one of its screens.
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Souk</title>');
  });

  it('is not served when the console is not built', async () => {
    const bare = await buildApp({
      db: t.db,
      kind: 'sqlite',
      config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }, path.join(t.dataDir, 'web'), '/nowhere'),
    });
    const res = await bare.inject('/console/');
    // The storefront's router answers it as one of its own unknown pages.
    expect(res.body).not.toBe(CONSOLE_PAGE);
    await bare.close();
  });
});
