import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@souk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF } from './helpers/images.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BANNER = '/uploads/demo/banner-flash-mega.svg';

/** Writes `bytes` under the uploads folder, as an upload would have, and returns its URL. */
function stored(name: string, bytes: Buffer): string {
  const file = path.join(t.dataDir, 'uploads', 'tests', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return `/uploads/tests/${name}`;
}

const photo = (width: number, height: number, background = '#e76f51') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('pictures at the width the storefront shows them', () => {
  it('sends a photo as WebP at each srcset width, keeping its shape and the uploads headers', async () => {
    const url = stored('banner.jpg', await photo(1200, 400));
    for (const width of [320, 960]) {
      const res = await t.app.inject(`${url}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round(width / 3)]);
    }
    // Without `w` the file is sent as stored.
    const original = await t.app.inject(url);
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('sends the demo artwork (SVG) as it is at any width', async () => {
    const res = await t.app.inject(`${BANNER}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.rawPayload.equals(readFileSync(path.join(t.dataDir, BANNER)))).toBe(true);
  });

  it('scales a photo down to the width, never up, and keeps the copy until the photo changes', async () => {
    const url = stored('wide.jpg', await photo(2000, 1000));
    const small = await t.app.inject(`${url}?w=640`);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(readFileSync(path.join(t.dataDir, url)).length);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);

    const copy = path.join(t.dataDir, 'cache', 'images', '640', 'tests', 'wide.jpg.webp');
    expect(existsSync(copy)).toBe(true);
    expect((await t.app.inject(`${url}?w=640`)).rawPayload.equals(small.rawPayload)).toBe(true);

    // A replaced photo (a newer file under the same name) gets a new copy.
    writeFileSync(path.join(t.dataDir, url), await photo(2000, 1000, '#264653'));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(t.dataDir, url), later, later);
    const replaced = await t.app.inject(`${url}?w=640`);
    expect(replaced.rawPayload.equals(small.rawPayload)).toBe(false);

    const tiny = stored(
      'tiny.png',
      await sharp(await photo(40, 30))
        .png()
        .toBuffer(),
    );
    const notEnlarged = await sharp((await t.app.inject(`${tiny}?w=1280`)).rawPayload).metadata();
    expect([notEnlarged.format, notEnlarged.width]).toEqual(['webp', 40]);
  });

  it('refuses a width the storefront does not ask for, naming the field', async () => {
    const url = stored('refused.jpg', await photo(100, 100));
    for (const w of ['300', 'abc', '']) {
      const res = await t.app.inject(`${url}?w=${w}`);
      expect(res.statusCode).toBe(422);
      const message = `The w field must be one of ${IMAGE_WIDTHS.join(', ')}.`;
      expect(res.json()).toEqual({ message, errors: { w: [message] } });
    }
  });

  it("sends anything else as stored: a PDF, a page or an SVG under a photo's name; a missing or hidden file is not found", async () => {
    const pdf = await t.app.inject(`${stored('terms.pdf', SAMPLE_PDF)}?w=320`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment');

    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const [name, bytes] of [
      ['page.png', page],
      ['drawing.jpg', svg],
    ] as const) {
      const res = await t.app.inject(`${stored(name, bytes)}?w=320`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }

    expect((await t.app.inject('/uploads/tests/missing.png?w=320')).statusCode).toBe(404);
    stored('.hidden.png', await photo(10, 10));
    expect((await t.app.inject('/uploads/tests/.hidden.png?w=320')).statusCode).not.toBe(200);
  });

  it('never reads outside the uploads folder', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.png'), await photo(10, 10));
    for (const url of ['/uploads/..%2Fsecret.png?w=320', '/uploads/demo/..%2F..%2Fsecret.png?w=320']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).not.toBe(200);
      expect(res.headers['content-type'] ?? '').not.toBe('image/webp');
    }
  });
});
