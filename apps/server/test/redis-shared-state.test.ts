import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type CatalogChange, catalogChanged, onCatalogChange } from '../src/lib/catalog-events.ts';
import { connectSharedState } from '../src/lib/redis/index.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from './helpers/test-app.ts';

// Redis runs in CI (and on the developer machines that have it); a database of its own, emptied
// first, one for each pass (npm test runs the SQLite and PostgreSQL passes side by side). The
// scale test (scripts/scale-test.mjs) covers the same across real processes.
const redisUrl = process.env.TEST_REDIS_URL
  ? Object.assign(new URL(process.env.TEST_REDIS_URL), { pathname: testDatabaseUrl ? '/9' : '/8' }).toString()
  : undefined;
const silentLog = { warn: () => undefined } as unknown as Parameters<typeof connectSharedState>[1];

describe.runIf(redisUrl)('several processes sharing Redis', () => {
  const url = redisUrl ?? '';
  let t: TestContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    const redis = new Redis(url);
    await redis.flushdb();
    await redis.quit();
    t = await createTestApp({ env: { REDIS_URL: url } });
    // A second server on the same database and Redis, as another process would be.
    second = await buildApp({ db: t.db, kind: t.config.DATABASE_URL ? 'postgres' : 'sqlite', config: t.config });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('counts throttle windows in Redis: one window, its time left, and a reset', async () => {
    const shared = await connectSharedState(url, silentLog);
    try {
      const key = `test-window-${Date.now()}`;
      expect((await shared.counters.increment(key, 60_000)).count).toBe(1);
      const second = await shared.counters.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.retryAfterMs).toBeGreaterThan(55_000);
      expect((await shared.counters.get(key)).count).toBe(2);
      await shared.counters.reset(key);
      expect(await shared.counters.get(key)).toEqual({ count: 0, retryAfterMs: 0 });
    } finally {
      await shared.close();
    }
  });

  it('holds a rate limit across both servers: the sixth contact message is refused with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await (i % 2 === 0 ? t.app : second).inject({
        method: 'POST',
        url: '/api/support',
        remoteAddress: '10.66.0.1',
        payload: { name: 'Ada', phone: '5558000999', subject: 'Hello', message: `Message ${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('tells the other processes when the catalogue changes, and how, so their caches drop it', async () => {
    const shared = await connectSharedState(url, silentLog);
    const heard: CatalogChange[] = [];
    const stop = onCatalogChange((change) => {
      heard.push(change);
    });
    try {
      catalogChanged('figures');
      // Once here at once; more arrive through Redis from the other servers' relays.
      await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      expect(new Set(heard)).toEqual(new Set(['figures']));
    } finally {
      stop();
      await shared.close();
    }
  });
});
