import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { uploadStorage } from '../src/lib/storage/upload-storage.ts';
import { DemoImages } from '../src/seed/images.ts';
import { bearer, registerCustomer } from './helpers/accounts.ts';
import { sellerSession } from './helpers/chat.ts';
import { SAMPLE_PDF } from './helpers/images.ts';
import { startTestBucket, type TestBucket, unreachableBucketEnv } from './helpers/s3.ts';
import { galleryCategory, galleryProduct, JPEG, PNG, uploadPictures } from './helpers/seller-media.ts';
import { issueTypeId, ticketFields } from './helpers/support.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

// Uploads kept in an S3-compatible bucket (s3rver, started here) by two servers on one database,
// each with its own DATA_DIR: what one stores or resizes, the other serves.
let bucket: TestBucket;
let t: TestContext;
let other: { app: FastifyInstance; dataDir: string };
let owner: { token: string; shopId: number };
let productId: number;

/** A second server on the same database and bucket, as another machine would run it. */
async function secondServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-second-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_ENV: 'local',
      RESPONSE_CACHE_SECONDS: '0',
      SEARCH_INDEX: 'false',
      ...(testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {}),
      ...env,
    },
    path.join(dataDir, 'no-web'),
  );
  const app = await buildApp({ db: t.db, kind: testDatabaseUrl ? 'postgres' : 'sqlite', config });
  await app.ready();
  return { app, dataDir };
}

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp({ env: bucket.env });
  other = await secondServer(bucket.env);
  owner = await sellerSession(t, 3);
  productId = await galleryProduct(t, owner.token, (await galleryCategory(t)).id);
});
afterAll(async () => {
  await other.app.close();
  rmSync(other.dataDir, { recursive: true, force: true });
  await t.close();
  await bucket.close();
});

/** Uploads one picture to the product: its gallery entry. */
async function uploadPicture(bytes: Buffer) {
  const res = await uploadPictures(t, owner.token, productId, [{ bytes }]);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.images as { id: number; url: string }[]).at(-1)!;
}

/** Posts one file in the form field `field`, beside `fields`, as the storefront and the console do. */
function postFile(
  app: FastifyInstance,
  url: string,
  token: string,
  file: { field: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const payload = new FormData();
  for (const [key, value] of Object.entries(fields)) payload.append(key, value);
  payload.append(file.field, new Blob([file.bytes]), 'file.bin');
  return app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

const keyOf = (url: string) => url.slice(1);
const onDisk = (dataDir: string, url: string) => existsSync(path.join(dataDir, url));

describe('uploads in an S3-compatible bucket', () => {
  it('stores a product photo in the bucket, not on disk, and both servers serve it with the uploads headers', async () => {
    const { url } = await uploadPicture(PNG);
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
    expect(await bucket.keys('uploads/products/')).toContain(keyOf(url));
    expect(onDisk(t.dataDir, url)).toBe(false);

    const stored = await bucket.object(keyOf(url));
    for (const app of [t.app, other.app]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(stored!)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-length']).toBe(String(stored!.length));
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['accept-ranges']).toBe('bytes');
      // The bucket's tag of the object (a one-part upload's is its MD5), the same from either server.
      expect(res.headers.etag).toBe(`"${createHash('md5').update(stored!).digest('hex')}"`);

      const head = await app.inject({ method: 'HEAD', url });
      expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
        200,
        String(stored!.length),
        0,
      ]);
      expect([head.headers.etag, head.headers['content-type'], head.headers['last-modified']]).toEqual([
        res.headers.etag,
        'image/png',
        res.headers['last-modified'],
      ]);

      const part = await app.inject({ url, headers: { range: 'bytes=0-7' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-7/${stored!.length}`);
      expect(part.rawPayload.equals(stored!.subarray(0, 8))).toBe(true);

      const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers 404 for a missing key and never reads a path outside the uploads', async () => {
    for (const url of ['/uploads/products/missing.png', '/uploads/products/missing.png?w=320']) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
    await bucket.put('secret.txt', Buffer.from('not an upload'));
    for (const url of ['/uploads/..%2Fsecret.txt', '/uploads/products/..%2F..%2Fsecret.txt', '/uploads/.hidden']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('not an upload');
    }
  });

  it('keeps a resized copy in the bucket, where the other server finds it', async () => {
    const { url } = await uploadPicture(JPEG);
    const copyKey = `cache/images/320/${url.slice('/uploads/'.length)}.webp`;
    const made = await t.app.inject(`${url}?w=320`);
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('image/webp');
    expect((await bucket.object(copyKey))?.equals(made.rawPayload)).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'cache'))).toBe(false);

    // The other server sends the bucket's copy rather than making its own: a marked copy shows it.
    const marked = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a9d8f' } })
      .webp()
      .toBuffer();
    await bucket.put(copyKey, marked);
    const found = await other.app.inject(`${url}?w=320`);
    expect(found.statusCode).toBe(200);
    expect(found.rawPayload.equals(marked)).toBe(true);
  });

  it('deletes a removed picture and its resized copies from the bucket', async () => {
    const picture = await uploadPicture(PNG);
    const relative = picture.url.slice('/uploads/'.length);
    for (const width of [320, 640]) expect((await t.app.inject(`${picture.url}?w=${width}`)).statusCode).toBe(200);
    expect(await bucket.keys('cache/images/')).toEqual(
      expect.arrayContaining([`cache/images/320/${relative}.webp`, `cache/images/640/${relative}.webp`]),
    );

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${productId}/images/${picture.id}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = [...(await bucket.keys('uploads/')), ...(await bucket.keys('cache/'))];
    expect(left.filter((key) => key.includes(relative))).toEqual([]);
    for (const app of [t.app, other.app]) expect((await app.inject(picture.url)).statusCode).toBe(404);
  });

  it("keeps a shop's logo, an account photo and a ticket's attachments in the bucket too", async () => {
    const logoUrl = async () =>
      (await t.db.selectFrom('shops').select('logo').where('id', '=', owner.shopId).executeTakeFirstOrThrow()).logo;
    const sendLogo = async () => {
      const res = await postFile(t.app, '/api/seller/shop/logo', owner.token, { field: 'logo', bytes: PNG });
      expect(res.statusCode, res.body).toBe(200);
      return logoUrl();
    };
    const firstLogo = await sendLogo();
    const secondLogo = await sendLogo();
    expect(await bucket.keys('uploads/shops/')).toEqual([keyOf(secondLogo)]);
    expect(firstLogo).not.toBe(secondLogo);

    const shopper = await registerCustomer(t);
    const photo = { field: 'profile_photo', bytes: JPEG };
    const profile = await postFile(t.app, '/api/update-profile', shopper.token, photo);
    expect(profile.statusCode, profile.body).toBe(200);
    const photoUrl = profile.json().data.user.profile_photo as string;
    expect(await bucket.keys('uploads/profiles/')).toEqual([keyOf(photoUrl)]);

    const pdf = { field: 'attachments[]', bytes: SAMPLE_PDF };
    const created = await postFile(
      t.app,
      '/api/support-ticket',
      shopper.token,
      pdf,
      ticketFields(await issueTypeId(t)),
    );
    expect(created.statusCode, created.body).toBe(200);
    const [attachment] = created.json().data.support_ticket.attachments as { url: string }[];
    expect((await bucket.object(keyOf(attachment!.url)))?.equals(SAMPLE_PDF)).toBe(true);
    const served = await other.app.inject(attachment!.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');

    for (const url of [secondLogo, photoUrl, attachment!.url]) expect(onDisk(t.dataDir, url)).toBe(false);
  });
});

describe("the demo's artwork", () => {
  it('is published to the bucket once, where a server without it on disk serves it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-demo-'));
    const images = new DemoImages(dataDir);
    const urls = [images.product('star', '#e76f51', 0), images.product('star', '#e76f51', 1)];
    expect((await other.app.inject(urls[0]!)).statusCode).toBe(404);
    await images.publish(uploadStorage(t.config));
    expect(await bucket.keys('uploads/demo/')).toEqual(urls.map(keyOf).sort());
    for (const url of urls) {
      const res = await other.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.rawPayload.equals(readFileSync(path.join(dataDir, url)))).toBe(true);
    }
    // A second seed rewrites nothing the bucket already holds.
    const first = await bucket.object(keyOf(urls[0]!));
    writeFileSync(path.join(dataDir, urls[0]!), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await images.publish(uploadStorage(t.config));
    expect((await bucket.object(keyOf(urls[0]!)))?.equals(first!)).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('a bucket that is down', () => {
  let down: { app: FastifyInstance; dataDir: string };
  beforeAll(async () => {
    down = await secondServer(await unreachableBucketEnv());
  });
  afterAll(async () => {
    await down.app.close();
    rmSync(down.dataDir, { recursive: true, force: true });
  });

  it('answers an upload and a download 503 with the envelope, and the gallery is unchanged', async () => {
    const before = await t.db.selectFrom('product_images').select('url').where('product_id', '=', productId).execute();
    const url = `/api/seller/products/${productId}/images`;
    const res = await postFile(down.app, url, owner.token, { field: 'images', bytes: PNG });
    const message = 'The shop cannot reach its file store right now. Please try again later.';
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message });
    const after = await t.db.selectFrom('product_images').select('url').where('product_id', '=', productId).execute();
    expect(after).toEqual(before);

    const read = await down.app.inject(before[0]?.url ?? '/uploads/products/x.png');
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message });
  });
});
