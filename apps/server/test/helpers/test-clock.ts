import type { Clock } from '../../src/lib/clock.ts';

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private ms = Date.now();

  now(): number {
    return this.ms;
  }

  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}
