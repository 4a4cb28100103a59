import type { Clock } from './clock.ts';

export interface CounterState {
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0 (0 when empty). */
  retryAfterMs: number;
}

/**
 * Fixed-window counters for throttles (failed logins, one-time codes sent, bytes uploaded). A
 * window starts at its key's first hit and lasts `windowMs`. The operations map one to one onto
 * Redis (INCRBY + PEXPIRE NX, GET + PTTL, DEL), so a shared store can replace the in-memory one
 * when several server processes run. An increment is the claim: it returns the count with this
 * hit in it, so N requests at once get N different counts and at most `max` of them pass a
 * `count <= max` test; a claim that turns out not to be needed is given back with a negative
 * `by`.
 */
export interface Counters {
  increment(key: string, windowMs: number, by?: number): Promise<CounterState>;
  get(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
}

const EMPTY: CounterState = { count: 0, retryAfterMs: 0 };
/** Expired windows are swept once the map holds this many keys. */
const SWEEP_AT = 10_000;

/** Counters in this process's memory: right for one server process. */
export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly clock: Clock) {}

  async increment(key: string, windowMs: number, by = 1): Promise<CounterState> {
    const now = this.clock.now();
    const current = this.live(key, now);
    const next = current
      ? { count: current.count + by, endsAt: current.endsAt }
      : { count: by, endsAt: now + windowMs };
    if (!current && this.windows.size >= SWEEP_AT) this.sweep(now);
    this.windows.set(key, next);
    return { count: next.count, retryAfterMs: next.endsAt - now };
  }

  async get(key: string): Promise<CounterState> {
    const now = this.clock.now();
    const current = this.live(key, now);
    return current ? { count: current.count, retryAfterMs: current.endsAt - now } : EMPTY;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
