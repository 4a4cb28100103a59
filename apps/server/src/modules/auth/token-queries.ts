import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/types.ts';
import type { TokenScope } from './tokens.ts';

/** Stores a bearer token's hash (tokens.ts issues the token). */
export async function insertAccessToken(db: Db, row: Insertable<Database['access_tokens']>): Promise<void> {
  await db.insertInto('access_tokens').values(row).execute();
}

/**
 * The active user whose unexpired token of `scope` has this hash. Every signed-in request runs
 * this, so it is built and compiled once.
 */
export const selectTokenUser = preparedQuery((db, tokenHash: string, scope: TokenScope, now: string) =>
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

/** Stores `row` as the user's only password reset token: an earlier one stops working. */
export async function replaceResetToken(db: Db, row: Insertable<Database['password_reset_tokens']>): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', row.user_id).execute();
  await db.insertInto('password_reset_tokens').values(row).execute();
}

/**
 * Uses up the unused, unexpired reset token with this hash in one conditional UPDATE, so of two
 * uses at once one finds it spent; the user it was for, or undefined.
 */
export function claimResetToken(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}
