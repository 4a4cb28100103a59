import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';

/** How long a pay-page link stays valid. */
export const PAY_LINK_TTL_SECONDS = 30 * 60;

export interface LinkSigner {
  sign(paymentId: number): { expires: number; signature: string };
  /** True for an unexpired link signed by this server for exactly this payment. */
  verify(paymentId: number, expires: number, signature: string): boolean;
}

/**
 * HMAC-SHA256 over "payment id.expiry" (seconds). With no configured secret a random one is
 * drawn at start: links then survive no restart, which only matters for links younger than
 * the TTL; several server processes need PAYMENT_LINK_SECRET set to the same value.
 */
export function createLinkSigner(secret: string | undefined, clock: Clock): LinkSigner {
  const key = secret ?? randomBytes(32).toString('hex');
  const mac = (paymentId: number, expires: number) =>
    createHmac('sha256', key).update(`${paymentId}.${expires}`).digest('hex');
  return {
    sign(paymentId) {
      const expires = Math.floor(clock.now() / 1000) + PAY_LINK_TTL_SECONDS;
      return { expires, signature: mac(paymentId, expires) };
    },
    verify(paymentId, expires, signature) {
      if (expires * 1000 <= clock.now()) return false;
      const expected = Buffer.from(mac(paymentId, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
