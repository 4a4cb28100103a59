import type { Limits } from './limits.ts';
import { TokenBucket } from './token-bucket.ts';

/** How many frames one connection may send: REALTIME_MAX_MESSAGES_PER_SECOND, bursts up to twice that. */
export class FrameRate {
  private readonly bucket: TokenBucket;
  /**
   * Subscribes not charged: pusher-js subscribes every channel at once when it (re)connects, and
   * the channel quota bounds them anyway. Later ones are ordinary frames.
   */
  private freeSubscribes: number;

  constructor(limits: Limits) {
    this.bucket = new TokenBucket(limits.maxMessagesPerSecond, 2 * limits.maxMessagesPerSecond);
    this.freeSubscribes = limits.maxSubscriptions;
  }

  /** Whether a frame (named by its event, when it has one) is within the rate; counts it if so. */
  admits(event?: string): boolean {
    if (event === 'pusher:subscribe' && this.freeSubscribes > 0) {
      this.freeSubscribes -= 1;
      return true;
    }
    return this.bucket.take();
  }
}
