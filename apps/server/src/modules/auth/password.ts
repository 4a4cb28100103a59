import argon2 from 'argon2';

/**
 * argon2id at OWASP's equal-cost setting (m=19456 KiB, t=2, p=1): the reference's alternative
 * to m=46 MiB, t=1 that keeps memory per concurrent login lower on small machines.
 */
const PRODUCTION_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** argon2id at its cheapest: for the test suites only. */
const TEST_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

// Verified against when there is no account or no password, so both paths cost one argon2
// verification and timing does not tell whether an account exists. One per cost.
const PRODUCTION_DUMMY =
  '$argon2id$v=19$m=19456,p=1,t=2$v+XCsiWMPwvBumLsB0faMA$Eze+ACqogkELIgtwqdp95Q9pWZ9hm9zyyFWeAQrJ76g';
const TEST_DUMMY = '$argon2id$v=19$m=8,p=1,t=1$c291ay10ZXN0LWR1bW15$iMbgeVOCh31jjaEpuWN1NB46IMKsvtBo1WhE/0GO2Hg';

let cost: { memoryCost: number; timeCost: number; parallelism: number } = PRODUCTION_COST;
let dummyHash = PRODUCTION_DUMMY;

/**
 * For the test suites only (their setup calls it; the server never does): new hashes, and the
 * dummy an unknown account is checked against, at `'test'` cost, argon2's cheapest, so suites
 * of hundreds of sign-ups and logins do not spend most of their time hashing (a production
 * hash took 157 ms on a busy two-core machine, the cheapest 4 ms). A race test sets
 * `'production'` again, to keep the slow step it races against. Verifying reads the cost
 * from the hash.
 */
export function usePasswordCost(kind: 'production' | 'test'): void {
  [cost, dummyHash] = kind === 'test' ? [TEST_COST, TEST_DUMMY] : [PRODUCTION_COST, PRODUCTION_DUMMY];
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Checks `password` against `hash`, or against a dummy hash when there is none: one argon2 verification either way. */
export async function verifyPasswordEvenly(hash: string | null | undefined, password: string): Promise<boolean> {
  const ok = await verifyPassword(hash ?? dummyHash, password);
  return ok && Boolean(hash);
}
