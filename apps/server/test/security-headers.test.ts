import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
let web: Awaited<ReturnType<typeof buildApp>>;
let webDir: string;
const CHUNK = `console.log('${'souk '.repeat(400)}')`;
const CHUNK_BR = brotliCompressSync(CHUNK);
const CHUNK_GZ = gzipSync(CHUNK, { level: 9 });
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A stand-in for the built storefront: index.html plus one hashed chunk under build/.
  webDir = path.join(t.dataDir, 'web');
  mkdirSync(path.join(webDir, 'build'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Souk</title><div id="root"></div>');
  writeFileSync(path.join(webDir, 'build', 'index-abc123.js'), 'console.log(1)');
  // A chunk the build compressed ahead (apps/web/vite-plugins/precompress.ts).
  writeFileSync(path.join(webDir, 'build', 'big-def456.js'), CHUNK);
  writeFileSync(path.join(webDir, 'build', 'big-def456.js.br'), CHUNK_BR);
  writeFileSync(path.join(webDir, 'build', 'big-def456.js.gz'), CHUNK_GZ);
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }, webDir);
  web = await buildApp({ db: t.db, kind: 'sqlite', config });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

describe('headers and the storefront files', () => {
  it('sends pages a Content-Security-Policy without inline scripts, plus nosniff and frame-ancestors', async () => {
    const res = await web.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('sends API answers, never documents, a policy that loads nothing and lets nothing frame them', async () => {
    for (const url of ['/api/master', '/api/products?per_page=1', '/api/carts', '/api/missing']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // The document-only headers stay off JSON.
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('sends HSTS only over TLS: a trusted proxy saying https, never plain HTTP or an untrusted claim', async () => {
    const hsts = async (app: typeof web, options: { proto?: string; remoteAddress?: string } = {}) => {
      const res = await app.inject({
        url: '/api/master',
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        headers: options.proto ? { 'x-forwarded-proto': options.proto } : {},
      });
      return res.headers['strict-transport-security'];
    };
    expect(await hsts(web)).toBeUndefined();
    expect(await hsts(web, { proto: 'http' })).toBeUndefined();
    // The default TRUST_PROXY believes a proxy on this host...
    expect(await hsts(web, { proto: 'https' })).toBe('max-age=31536000; includeSubDomains');
    // ...but not a client on the internet claiming TLS it did not use.
    expect(await hsts(web, { proto: 'https', remoteAddress: '203.0.113.9' })).toBeUndefined();
    const build = (env: Record<string, string>) =>
      buildApp({ db: t.db, kind: 'sqlite', config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env }) });
    for (const env of [{ TRUST_PROXY: 'false' }, { HSTS: 'false' }] as Array<Record<string, string>>) {
      const app = await build(env);
      try {
        expect(await hsts(app, { proto: 'https' }), JSON.stringify(env)).toBeUndefined();
      } finally {
        await app.close();
      }
    }
  });

  it('lets only the configured reCAPTCHA origin in, and only while reCAPTCHA is on', async () => {
    const cspOf = async (app: typeof web) => String((await app.inject('/')).headers['content-security-policy']);
    expect(await cspOf(web)).toMatch(/script-src 'self';.*frame-src 'self';/);
    const custom = await buildApp({
      db: t.db,
      kind: 'sqlite',
      config: loadConfig(
        {
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'silent',
          RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/api.js',
        },
        webDir,
      ),
    });
    await writeSetting(t.db, 'recaptcha', { is_active: true, site_key: 'site-key' });
    try {
      expect(await cspOf(custom)).toMatch(
        /script-src 'self' http:\/\/127\.0\.0\.1:9;.*frame-src 'self' http:\/\/127\.0\.0\.1:9;/,
      );
      // Google's widget also needs its static host, as Google documents.
      expect(await cspOf(web)).toMatch(
        /script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com;.*frame-src 'self' https:\/\/www\.google\.com;/,
      );
    } finally {
      await writeSetting(t.db, 'recaptcha', { is_active: false, site_key: null });
      await custom.close();
    }
    expect(await cspOf(web)).toMatch(/script-src 'self';.*frame-src 'self';/);
  });

  it('keeps the opener for popups, so a sign-in popup can answer the page', async () => {
    const res = await web.inject('/');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The page the provider sends the popup back to must not cut it from its opener either.
    const callback = await web.inject('/auth/callback/google?code=abc&state=xyz');
    expect(callback.headers['content-type']).toMatch(/text\/html/);
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('serves index.html for any page path, never cached (404 for a path the storefront has not)', async () => {
    for (const url of ['/', '/dashboard', '/no/such/page']) {
      const res = await web.inject(url);
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed chunks under /build/ for a year', async () => {
    const res = await web.inject('/build/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the files the build compressed, as the browser accepts them, brotli first', async () => {
    const url = '/build/big-def456.js';
    const br = await web.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes on disk, not compressed again per request.
    expect(br.rawPayload.equals(CHUNK_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    const gz = await web.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(CHUNK_GZ)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await web.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('answers a missing chunk or API path with 404, not the page', async () => {
    expect((await web.inject('/build/missing-zzz.js')).statusCode).toBe(404);
    expect((await web.inject('/api/missing')).statusCode).toBe(404);
  });

  it('serves uploads with a week of caching and never a file outside the uploads folder', async () => {
    writeFileSync(path.join(t.dataDir, 'uploads', 'pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await web.inject('/uploads/pic.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    for (const url of ['/uploads/../souk.db', '/uploads/%2e%2e/souk.db', '/uploads/..%2fsouk.db']) {
      const escape = await web.inject(url);
      expect(escape.body, url).not.toContain('SQLite format');
      // Either refused, or resolved to a page path that the storefront answers.
      if (escape.statusCode === 200) expect(escape.headers['content-type'], url).toMatch(/text\/html/);
      else expect([400, 403, 404], url).toContain(escape.statusCode);
    }
  });
});
