import argon2 from 'argon2';

/**
 * argon2id at OWASP's equal-cost setting (m=19456 KiB, t=2, p=1): the reference's alternative
 * to m=46 MiB, t=1 that keeps memory per concurrent login lower on small machines.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified against when there is no account or no password, so both paths cost one argon2
// verification and timing does not tell whether an account exists.
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$v+XCsiWMPwvBumLsB0faMA$Eze+ACqogkELIgtwqdp95Q9pWZ9hm9zyyFWeAQrJ76g';

/** Checks `password` against `hash`, or against a dummy hash when there is none: one argon2 verification either way. */
export async function verifyPasswordEvenly(hash: string | null | undefined, password: string): Promise<boolean> {
  const ok = await verifyPassword(hash ?? DUMMY_HASH, password);
  return ok && Boolean(hash);
}
