/**
 * A rate with bursts: `perSecond` tokens flow in each second and at most `capacity` are kept, so
 * after a quiet spell a client may send `capacity` frames at once, and `perSecond` on average.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly capacity: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.updatedAt = now();
  }

  /** Spends a token; false when none is left (the caller refuses the frame). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
