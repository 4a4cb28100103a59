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
