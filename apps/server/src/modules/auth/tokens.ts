import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/time.ts';
import { insertAccessToken, selectTokenUser } from './token-queries.ts';

// Ending sessions is one statement each; other modules end them through this file all the same.
export { revokeToken, revokeUserTokens } from './token-queries.ts';

export type TokenScope = 'customer' | 'seller';

/** SHA-256 of the token: the database never holds a usable bearer token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues an opaque 256-bit bearer token, living `ttlDays` of `clock`'s time; only its hash is stored. */
export async function issueToken(
  db: Db,
  userId: number,
  scope: TokenScope,
  ttlDays: number,
  clock: Clock,
): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = isoAt(clock);
  const expires_at = addSeconds(now, ttlDays * 86_400);
  await insertAccessToken(db, { user_id: userId, token_hash: hashToken(token), scope, expires_at, created_at: now });
  return { token, expires_at };
}

/** The active user a bearer token belongs to, or undefined when unknown, expired (by `clock`) or of another scope. */
export async function findTokenUser(db: Db, token: string, scope: TokenScope, clock: Clock) {
  const [user] = await selectTokenUser(db, hashToken(token), scope, isoAt(clock));
  return user;
}
