import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { sampleImage } from './helpers/images.ts';
import { startTestBucket, type TestBucket } from './helpers/s3.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// The branding pictures kept in an S3-compatible bucket (s3rver, started here), as a server
// that stores its uploads there does.
let bucket: TestBucket;
let t: TestContext;
let token: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp({ env: bucket.env });
  token = (await staffToken(t)).token;
});
afterAll(async () => {
  await t.close();
  await bucket.close();
});

const uploadLogo = async (bytes: Buffer) => {
  const payload = new FormData();
  payload.append('web_logo', new Blob([bytes]), 'logo.png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/branding/web-logo',
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.branding.web_logo as string;
};

describe('branding pictures in a bucket', () => {
  it('stores the logo in the bucket, serves it, and deletes the one it replaces from the bucket', async () => {
    const png = await sampleImage('png', { width: 48, height: 24 });
    const first = await uploadLogo(png);
    expect(first).toMatch(/^\/uploads\/branding\/[0-9a-f]{32}\.png$/);
    expect(await bucket.keys('uploads/branding/')).toEqual([first.slice(1)]);
    expect(existsSync(path.join(t.dataDir, first))).toBe(false);
    const served = await t.app.inject(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.app.inject('/api/master')).json().data.web_logo).toBe(first);

    const second = await uploadLogo(png);
    expect(await bucket.keys('uploads/branding/')).toEqual([second.slice(1)]);
  });
});
