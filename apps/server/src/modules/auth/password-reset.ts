import { randomBytes } from 'node:crypto';
import { type ResetPasswordBody, shopperRealtimeUser } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { loginThrottle } from './login-throttle.ts';
import { RESET_TOKEN_TTL_SECONDS } from './otp-rules.ts';
import { hashPassword } from './password.ts';
import { hashToken, revokeUserTokens } from './tokens.ts';

/** A single-use token, valid 15 minutes, that lets `userId` set a new password; only its hash is stored. */
export async function issueResetToken(db: Db, userId: number, clock: Clock): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: isoAt(clock, RESET_TOKEN_TTL_SECONDS),
        created_at: isoAt(clock),
      })
      .execute();
  });
  return token;
}

/**
 * `POST /reset-password`: the token is used up, the password replaced, every session of the
 * account ended (its signed-in realtime connections too) and its failed-login count cleared
 * (the owner is back in at once).
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  if (isCommonPassword(body.password)) throw AppError.validation('password', COMMON_PASSWORD_MESSAGE);
  const now = isoAt(ctx.clock);
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(body.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) return undefined;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', used.user_id)
      .execute();
    await revokeUserTokens(trx, used.user_id);
    return used.user_id;
  });
  if (userId === undefined) {
    throw AppError.validation(
      'token',
      'This password reset link is invalid or has expired. Please ask for a new code.',
    );
  }
  // Only shoppers reset their password here; their realtime sign-in is their user id (realtimeIdentity).
  ctx.realtime.broadcaster.terminateUser(shopperRealtimeUser(userId));
  await loginThrottle(ctx.counters).clearAccount(userId);
}
