import { isDeepStrictEqual } from 'node:util';
import type { StaffAccountsValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { upsertSetting } from '../settings/queries.ts';
import { saveSettings } from '../settings/save-settings.ts';
import { changedPaths, noteAccountChanges } from './audit-change.ts';
import { introducedProblems } from './rules.ts';
import { ACCOUNT_KEYS, mergedSettings, storedAccountSettings } from './state.ts';

/**
 * `PUT /staff/accounts`: the fields sent are laid over the stored settings and the result is
 * checked as a whole (a minimum against the stored maximum, a provider switched on against its
 * stored client id and secret), all under the settings' lock, so what is checked is what is
 * replaced. The keys that changed are written with one `accounts.update` audit entry, secrets
 * noted only as changed. True when anything changed.
 */
export async function saveAccounts(ctx: AppContext, staffId: number, body: StaffAccountsValues): Promise<boolean> {
  const audit = { actorId: staffId, action: 'accounts.update', subjectId: 'accounts' };
  return saveSettings(ctx, audit, async (trx, change) => {
    const current = await storedAccountSettings(trx);
    const next = mergedSettings(current, body);
    const problems = introducedProblems(current, next, ctx.config, changedPaths(current, next));
    if (Object.keys(problems).length > 0) throw AppError.fields(problems);
    for (const key of ACCOUNT_KEYS) {
      if (!isDeepStrictEqual(current[key], next[key])) await upsertSetting(trx, key, next[key]);
    }
    noteAccountChanges(current, next, change);
  });
}
