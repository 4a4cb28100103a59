import type { Counters } from '../../lib/counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPasswordEvenly } from './password.ts';

const HOUR_MS = 3_600_000;
/** ASVS: at most 100 failed logins per account per hour. */
export const MAX_FAILURES_PER_ACCOUNT = 100;
/** One client address trying many accounts (credential stuffing) is slowed down on its own. */
export const MAX_FAILURES_PER_ADDRESS = 100;

const tooMany = (seconds: number) => `Too many failed login attempts. Please try again in ${seconds} seconds.`;

/** The account's counter: by user id when the account exists, else by what was typed (so both answer alike). */
export function accountKey(userId: number | undefined, identifier: string): string {
  return userId !== undefined ? `login-failures:user:${userId}` : `login-failures:identifier:${identifier}`;
}

const addressKey = (address: string) => `login-failures:address:${address}`;

/**
 * Failed password checks per account and per client address, each in an hourly window. Past
 * either limit, password checks wait until the window ends (429 with Retry-After): an attacker
 * can slow an account down but never lock its owner out for longer than the window, and a
 * password reset clears the account's count at once.
 *
 * Each check claims its slot in both counters before the (slow) argon2 verification and gives
 * it back when the password matched or the check was refused: N wrong passwords sent at once
 * get N different counts, so at most the limit of them are ever verified.
 */
export function loginThrottle(counters: Counters) {
  return {
    /** Takes a failure slot of both counters; the function it returns gives them back. */
    async claim(account: string, address: string): Promise<() => Promise<void>> {
      const slots = [
        [account, MAX_FAILURES_PER_ACCOUNT],
        [addressKey(address), MAX_FAILURES_PER_ADDRESS],
      ] as const;
      const states = await Promise.all(slots.map(([key]) => counters.increment(key, HOUR_MS)));
      const giveBack = async () => {
        await Promise.all(slots.map(([key]) => counters.increment(key, HOUR_MS, -1)));
      };
      const over = states.filter((state, i) => state.count > (slots[i]?.[1] ?? 0));
      if (over.length > 0) {
        await giveBack();
        throw AppError.tooManyRequests(tooMany, Math.max(...over.map((state) => state.retryAfterMs)));
      }
      return giveBack;
    },
    async clearAccount(userId: number): Promise<void> {
      await counters.reset(accountKey(userId, ''));
    },
  };
}

/**
 * One password check under the throttle, for every sign-in and password confirmation: refused
 * with 429 while the account or the address is over its limit, and a miss (unknown account or
 * wrong password) counted against both. True when `account` exists and matched.
 */
export async function throttledPasswordCheck(
  counters: Counters,
  account: { userId: number | undefined; identifier: string; passwordHash: string | null | undefined },
  password: string,
  clientAddress: string,
): Promise<boolean> {
  const giveBack = await loginThrottle(counters).claim(accountKey(account.userId, account.identifier), clientAddress);
  const ok = (await verifyPasswordEvenly(account.passwordHash, password)) && account.userId !== undefined;
  if (ok) await giveBack();
  return ok;
}
