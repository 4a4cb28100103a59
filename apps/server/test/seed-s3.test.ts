import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seedDemoOnStart } from '../src/seed/on-start.ts';
import { freshDatabase, type FreshDatabase } from './helpers/fresh-database.ts';
import { startTestBucket, type TestBucket } from './helpers/s3.ts';
import { testDatabaseUrl } from './helpers/test-app.ts';

// The first start's demo seed with S3_BUCKET set: the servers serve pictures from the bucket,
// so the demo's must be there, not only in this machine's DATA_DIR.
describe('the demo seed with a bucket', () => {
  let bucket: TestBucket;
  let fresh: FreshDatabase;
  beforeAll(async () => {
    bucket = await startTestBucket();
    fresh = await freshDatabase(testDatabaseUrl);
  });
  afterAll(async () => {
    await fresh?.dispose();
    await bucket?.close();
  });

  it('puts every picture the seeded rows name into the bucket', async () => {
    const config = loadConfig({ ...bucket.env, DATA_DIR: fresh.dataDir, APP_ENV: 'local', SEED_DEMO: 'true' });
    const logins = await seedDemoOnStart(fresh.db, config, () => {});
    expect(logins?.length).toBeGreaterThan(0);
    const named = await fresh.db
      .selectFrom('products')
      .select('thumbnail')
      .where('thumbnail', 'like', '/uploads/%')
      .execute();
    expect(named.length).toBeGreaterThan(0);
    const keys = new Set(await bucket.keys('uploads/'));
    const missing = named.map((row) => row.thumbnail.slice(1)).filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});
