import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { type SettingKey, type Settings, settingDefaults } from './defaults.ts';
import { lockSettings, storedSettings, upsertSetting } from './queries.ts';

/** What one save changed, by key: its value before and after (only keys that changed). */
export interface SettingsChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** How a settings page's saves are filed in the audit log. */
export interface SettingsAudit {
  actorId: number;
  action: string;
  subjectId: string;
}

/**
 * Writes each of `keys` that `values` holds and that differs from its stored value (or, with no
 * row, its default), noting each in `change`. Run inside `saveSettings`, whose lock makes the
 * stored value read here the one the write replaces.
 */
export async function writeChangedSettings(
  trx: Db,
  keys: readonly SettingKey[],
  values: Partial<Settings>,
  change: SettingsChange,
): Promise<void> {
  const sent = keys.filter((key) => values[key] !== undefined);
  const stored = await storedSettings(trx, sent);
  for (const key of sent) {
    const current = stored.has(key) ? stored.get(key) : settingDefaults[key];
    if (isDeepStrictEqual(current, values[key])) continue;
    await upsertSetting(trx, key, values[key]);
    change.before[key] = current;
    change.after[key] = values[key];
  }
}

/**
 * One settings page's save: `write` runs in one transaction holding the settings' lock (so of
 * two saves at once the second runs on what the first left: neither loses the other's keys and
 * each audit entry's "before" is what its save replaced), notes what it changed, and the change
 * gets one audit entry. Public answers drop the settings after the commit, so the storefront
 * shows the change at its next load. True when anything changed.
 */
export async function saveSettings(
  ctx: AppContext,
  audit: SettingsAudit,
  write: (trx: Db, change: SettingsChange) => Promise<void>,
): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockSettings(trx, ctx.kind);
    const change: SettingsChange = { before: {}, after: {} };
    await write(trx, change);
    if (Object.keys(change.after).length === 0) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: audit.actorId,
      action: audit.action,
      subjectType: 'settings',
      subjectId: audit.subjectId,
      ...change,
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
