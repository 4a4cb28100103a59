/**
 * The time as the business rules see it (code and token expiry, throttle windows, flash sales
 * starting and ending, the moment a write happened). Injectable so tests can step past a
 * 10-minute expiry, an hourly window or a sale's start without sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Calls `run` once `ms` of this clock's time have passed; the answer cancels it. A clock
   * without it is the real one's time: `wakeAfter` below sets a timer of the process.
   */
  wakeAfter?(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoAt(clock: Clock, offsetSeconds = 0): string {
  return new Date(clock.now() + offsetSeconds * 1000).toISOString();
}

/** Runs `run` after `ms` of the clock's time, without holding the process open; the answer cancels it. */
export function wakeAfter(clock: Clock, ms: number, run: () => void): () => void {
  if (clock.wakeAfter) return clock.wakeAfter(ms, run);
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}
