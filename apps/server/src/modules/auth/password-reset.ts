import { randomBytes } from 'node:crypto';
import { type ResetPasswordBody, type SellerSetPasswordBody, shopperRealtimeUser } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Clock, isoAt } from '../../lib/clock.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { loginThrottle } from './login-throttle.ts';
import { RESET_TOKEN_TTL_SECONDS } from './otp-rules.ts';
import { hashPassword } from './password.ts';
import { claimResetToken, replaceResetToken, revokeUserTokens } from './token-queries.ts';
import { hashToken } from './tokens.ts';
import { markEmailVerified, setPasswordHash } from '../user/queries.ts';

/**
 * A single-use token that lets `userId` set a new password, valid 15 minutes unless `ttlSeconds`
 * says otherwise; only its hash is stored.
 */
export async function issueResetToken(
  db: Db,
  userId: number,
  clock: Clock,
  ttlSeconds = RESET_TOKEN_TTL_SECONDS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const store = (trx: Db) =>
    replaceResetToken(trx, {
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: isoAt(clock, ttlSeconds),
      created_at: isoAt(clock),
    });
  // Inside a caller's transaction (an approval creating the account) it is part of that.
  await (db.isTransaction ? store(db) : db.transaction().execute(store));
  return token;
}

/**
 * `POST /reset-password`: the token is used up, the password replaced, every session of the
 * account ended (its signed-in realtime connections too) and its failed-login count cleared
 * (the owner is back in at once).
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const user = await replacePassword(ctx, body.token, body.password);
  if (!user) {
    throw AppError.validation(
      'token',
      'This password reset link is invalid or has expired. Please ask for a new code.',
    );
  }
  // Only shoppers reset their password here; their realtime sign-in is their user id (realtimeIdentity).
  ctx.realtime.broadcaster.terminateUser(shopperRealtimeUser(user.id));
  await loginThrottle(ctx.counters).clearAccount(user.id);
}

/**
 * `POST /seller/set-password`: a new shop owner's first password, from the link their
 * application's approval mailed (the same single-use tokens, valid longer). Following the link
 * proves the e-mail address, so it is marked verified.
 */
export async function setOwnerPassword(ctx: AppContext, body: SellerSetPasswordBody): Promise<{ email: string }> {
  const user = await replacePassword(ctx, body.token, body.password, { role: 'seller', verifyEmail: true });
  if (!user?.email) {
    throw AppError.validation('token', 'This link is invalid, used or has expired. Ask the platform for a new one.');
  }
  await loginThrottle(ctx.counters).clearAccount(user.id);
  return { email: user.email };
}

/**
 * Uses up `token` and sets its account's password, ending the account's sessions, in one
 * transaction: the token's row is claimed first, so of two uses at once one finds it spent.
 * Undefined when the token is unknown, used, expired or (with `role`) not that kind of account's.
 */
async function replacePassword(
  ctx: AppContext,
  token: string,
  password: string,
  options: { role?: UsersTable['role']; verifyEmail?: boolean } = {},
): Promise<{ id: number; email: string | null } | undefined> {
  if (isCommonPassword(password)) throw AppError.validation('password', COMMON_PASSWORD_MESSAGE);
  const now = isoAt(ctx.clock);
  const passwordHash = await hashPassword(password);
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const used = await claimResetToken(trx, hashToken(token), now);
      if (!used) return undefined;
      const user = await setPasswordHash(trx, used.user_id, passwordHash, now, options.role);
      // Not that kind of account: the whole transaction is undone, the token unspent.
      if (!user) throw new WrongAccount();
      if (options.verifyEmail && !user.email_verified_at) {
        await markEmailVerified(trx, user.id, now);
      }
      await revokeUserTokens(trx, user.id);
      return { id: user.id, email: user.email };
    })
    .catch((error: unknown) => {
      if (error instanceof WrongAccount) return undefined;
      throw error;
    });
}

class WrongAccount extends Error {}
