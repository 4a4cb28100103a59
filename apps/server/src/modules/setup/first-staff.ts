import type { SetupStaffBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/queries.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken } from '../auth/tokens.ts';
import { activeStaffExists, claimSetupToken, insertStaff } from './queries.ts';

const closed = () => new AppError(409, 'Platform staff already exist, so setup is closed. Sign in instead.');

/**
 * `POST /setup/staff`: the first platform staff account, with its audit entry (by the new
 * account), in one transaction that starts by using the setup token up: of several requests at
 * once, one creates the account and the others find the token gone (409, since staff now
 * exist). A refusal inside (an e-mail already taken) undoes the claim, so the link still works.
 */
export async function createFirstStaff(ctx: AppContext, body: SetupStaffBody): Promise<{ email: string }> {
  // Answered before the slow hash; the claim below settles requests that cross this check.
  if (await activeStaffExists(ctx.db)) throw closed();
  if (isCommonPassword(body.password)) throw AppError.validation('password', COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(body.password);
  const now = isoAt(ctx.clock);
  const created = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimSetupToken(trx, hashToken(body.token)))) return false;
    // Staff added from the command line since the start close setup all the same.
    if (await activeStaffExists(trx)) throw closed();
    const id = await insertStaff(trx, { name: body.name, email: body.email, passwordHash }, now).catch(
      (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw AppError.validation('email', `An account with the e-mail ${body.email} already exists.`);
      },
    );
    await recordAudit(trx, ctx.clock, {
      actorId: id,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: id,
      before: null,
      after: { name: body.name, email: body.email, role: 'admin' },
    });
    return true;
  });
  if (created) return { email: body.email };
  if (await activeStaffExists(ctx.db)) throw closed();
  throw AppError.validation(
    'token',
    'This setup link is invalid or no longer works: a restart prints a new one. Use the link from the latest start.',
  );
}
