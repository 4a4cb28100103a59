import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { shareCatalogChanges } from './catalog-relay.ts';
import { RedisCounters } from './counters.ts';

/** What several server processes share through Redis. */
export interface SharedState {
  counters: RedisCounters;
  /** For @fastify/rate-limit's store. */
  redis: Redis;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL for throttles, rate limits and catalogue-cache invalidation. Fails at
 * start when Redis cannot be reached, rather than running with counters each process keeps
 * to itself. A request that meets Redis down fails after one retry instead of hanging.
 */
export async function connectSharedState(url: string, log: FastifyBaseLogger): Promise<SharedState> {
  const options = { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [redis, subscriber]) {
    connection.on('error', (error: unknown) => log.warn({ err: error }, 'redis'));
  }
  await Promise.all([redis.connect(), subscriber.connect()]);
  const stopRelay = await shareCatalogChanges(redis, subscriber, log);
  return {
    counters: new RedisCounters(redis),
    redis,
    async close() {
      stopRelay();
      await Promise.all([redis.quit(), subscriber.quit()]);
    },
  };
}
