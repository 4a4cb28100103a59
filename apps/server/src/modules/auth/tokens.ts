import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/time.ts';

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
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), scope, expires_at, created_at: now })
    .execute();
  return { token, expires_at };
}

/** The active user a bearer token belongs to, or undefined when unknown, expired (by `clock`) or of another scope. */
export async function findTokenUser(db: Db, token: string, scope: TokenScope, clock: Clock) {
  const [user] = await selectTokenUser(db, hashToken(token), scope, isoAt(clock));
  return user;
}

// Every signed-in request runs this, so it is built and compiled once.
const selectTokenUser = preparedQuery((db, tokenHash: string, scope: TokenScope, now: string) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.phone', 'u.role', 'u.profile_photo', 't.id as token_id'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.scope', '=', scope)
    .where('t.expires_at', '>', now)
    .where('u.is_active', '=', 1),
);

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('id', '=', tokenId).execute();
}

/** Ends every session of `userId`, or every other one when `keepTokenId` is the current session's token. */
export async function revokeUserTokens(db: Db, userId: number, keepTokenId?: number): Promise<void> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}
