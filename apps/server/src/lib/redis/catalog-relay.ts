import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { catalogChangedElsewhere, relayCatalogChanges } from '../catalog-events.ts';

const CHANNEL = 'souk:catalog-changed';

/**
 * Carries catalogue changes between the server processes sharing `redis`: each change made
 * here is published, and each one published by another process empties this one's caches.
 * `subscriber` is a second connection (a subscribed Redis connection can do nothing else).
 * Resolves once subscribed; the returned function stops relaying.
 */
export async function shareCatalogChanges(
  redis: Redis,
  subscriber: Redis,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const self = randomUUID();
  // A message is "<process id> <change>"; one without a change (an older process) is a listing change.
  subscriber.on('message', (channel: string, message: string) => {
    const [from, change] = message.split(' ');
    if (channel === CHANNEL && from !== self) catalogChangedElsewhere(change === 'figures' ? 'figures' : 'listing');
  });
  await subscriber.subscribe(CHANNEL);
  return relayCatalogChanges((change) => {
    // A lost message leaves another process's cache stale until it expires (RESPONSE_CACHE_SECONDS).
    redis
      .publish(CHANNEL, `${self} ${change}`)
      .catch((error: unknown) => log.warn({ err: error }, 'catalogue change not relayed'));
  });
}
