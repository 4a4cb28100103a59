/**
 * The time as the account rules see it (code expiry, throttle windows). Injectable so tests
 * can step past a 10-minute expiry or an hourly window without sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoAt(clock: Clock, offsetSeconds = 0): string {
  return new Date(clock.now() + offsetSeconds * 1000).toISOString();
}
