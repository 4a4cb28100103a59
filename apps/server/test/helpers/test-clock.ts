import type { Clock } from '../../src/lib/clock.ts';

interface Waiting {
  at: number;
  run: () => void;
}

/**
 * A clock that stands still until a test moves it. What waits on it (`wakeAfter`: the flash
 * price job) wakes when a move forward reaches its moment, as a real clock's timer would.
 */
export class TestClock implements Clock {
  private ms = Date.now();
  private waiting = new Set<Waiting>();

  now(): number {
    return this.ms;
  }

  advance(seconds: number): void {
    this.ms += seconds * 1000;
    const due = [...this.waiting].filter((w) => w.at <= this.ms).sort((a, b) => a.at - b.at);
    for (const waiting of due) {
      this.waiting.delete(waiting);
      waiting.run();
    }
  }

  wakeAfter(ms: number, run: () => void): () => void {
    // Due already: on the next turn, as a real timer of 0 ms.
    if (ms <= 0) {
      const timer = setTimeout(run, 0);
      timer.unref();
      return () => clearTimeout(timer);
    }
    const waiting = { at: this.ms + ms, run };
    this.waiting.add(waiting);
    return () => void this.waiting.delete(waiting);
  }
}
