import type { Redis } from 'ioredis';
import type { CounterState, Counters } from '../counters.ts';

// INCRBY and the window's expiry in one step, so two processes never both start a window.
const INCREMENT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** Counters in Redis: every server process sharing REDIS_URL counts in the same windows. */
export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'souk:counter:',
  ) {}

  async increment(key: string, windowMs: number, by = 1): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, windowMs, by)) as [number, number];
    return { count, retryAfterMs: Math.max(ttl, 0) };
  }

  async get(key: string): Promise<CounterState> {
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[null, string | null], [null, number]];
    return count === null ? { count: 0, retryAfterMs: 0 } : { count: Number(count), retryAfterMs: Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
