import { ApiError } from '../../lib/api-client.ts';

/**
 * A fresh Idempotency-Key for one Place Order attempt. randomUUID needs a secure context; plain
 * http on a LAN address is not one, so random bytes stand in there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one key per attempt: the same key is sent again while the last try got no answer (a
 * network failure may have placed the order), and a new one once the server has answered.
 */
export class AttemptKey {
  private key: string | null = null;

  current(): string {
    this.key ??= newIdempotencyKey();
    return this.key;
  }

  settle(answered: boolean): void {
    if (answered) this.key = null;
  }
}

/** Whether the server answered a try (a network failure or an abort is no answer). */
export const wasAnswered = (error: unknown): boolean => error instanceof ApiError && error.status > 0;
