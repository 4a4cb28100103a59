import type { ChangePasswordBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords.ts';
import { throttledPasswordCheck } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import { findPasswordHash, updateUser } from '../user/queries.ts';

/**
 * `POST /change-password`: needs the current password (wrong ones count as failed logins, so a
 * stolen token cannot be used to guess it) and ends every other session of the account.
 */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  body: ChangePasswordBody,
  clientAddress: string,
): Promise<void> {
  const account = { userId: user.id, identifier: '', passwordHash: await findPasswordHash(ctx.db, user.id) };
  if (!(await throttledPasswordCheck(ctx.counters, account, body.current_password, clientAddress))) {
    throw AppError.validation('current_password', 'The current password is incorrect.');
  }
  if (body.password === body.current_password) {
    throw AppError.validation('password', 'The new password must be different from the current password.');
  }
  if (isCommonPassword(body.password)) throw AppError.validation('password', COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: isoAt(ctx.clock) });
    await revokeUserTokens(trx, user.id, user.token_id);
  });
}
