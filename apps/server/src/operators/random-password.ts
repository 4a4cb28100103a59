import { randomBytes } from 'node:crypto';

/**
 * A password nobody chose: 120 random bits as 20 URL-safe characters, far past any guessing and
 * any common-password list, and safe to paste into a shell or a form.
 */
export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}
