import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

describe('GET /api/health', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The response cache on, as in production, to show it never keeps this answer.
    t = await createTestApp({ seed: false, env: { RESPONSE_CACHE_SECONDS: '60' } });
  });
  afterAll(() => t.close());

  it('answers ok while the database answers, without sign-in, never to be cached', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', search_index: 'ready' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it.runIf(testDatabaseUrl)('answers unavailable within seconds while every connection is taken', async () => {
    // Ten sessions (the pool's all) sleep, so the probe waits for a connection and gives up.
    const sleepers = Array.from({ length: 10 }, () => sql`select pg_sleep(4)`.execute(t.db));
    const started = performance.now();
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(3500);
    await Promise.all(sleepers);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  // Last: the database stays closed.
  it('answers 503 unavailable once the database is gone, not the answer it gave before', async () => {
    await t.db.destroy();
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable', search_index: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
