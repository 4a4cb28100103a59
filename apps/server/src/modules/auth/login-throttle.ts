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
 */
export function loginThrottle(counters: Counters) {
  return {
    async assertAllowed(account: string, address: string): Promise<void> {
      const [byAccount, byAddress] = await Promise.all([counters.get(account), counters.get(addressKey(address))]);
      for (const [state, max] of [
        [byAccount, MAX_FAILURES_PER_ACCOUNT],
        [byAddress, MAX_FAILURES_PER_ADDRESS],
      ] as const) {
        if (state.count >= max) throw AppError.tooManyRequests(tooMany, state.retryAfterMs);
      }
    },
    async recordFailure(account: string, address: string): Promise<void> {
      await Promise.all([counters.increment(account, HOUR_MS), counters.increment(addressKey(address), HOUR_MS)]);
    },
    async clearAccount(userId: number): Promise<void> {
      await counters.reset(accountKey(userId, ''));
    },
  };
}

/**
 * One password check under the throttle, for sign-ins that answer only "wrong credentials":
 * refused with 429 while the account or the address is over its limit, and a miss (unknown
 * account or wrong password) counted against both. True when `account` exists and matched.
 */
export async function throttledPasswordCheck(
  counters: Counters,
  account: { userId: number | undefined; identifier: string; passwordHash: string | null | undefined },
  password: string,
  clientAddress: string,
): Promise<boolean> {
  const throttle = loginThrottle(counters);
  const key = accountKey(account.userId, account.identifier);
  await throttle.assertAllowed(key, clientAddress);
  const ok = (await verifyPasswordEvenly(account.passwordHash, password)) && account.userId !== undefined;
  if (!ok) await throttle.recordFailure(key, clientAddress);
  return ok;
}
