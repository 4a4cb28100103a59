import { isDeepStrictEqual } from 'node:util';
import type { SettingsChange } from '../settings/save-settings.ts';
import { type AccountSettings, PLAIN_KEYS, SECRET_PATHS } from './state.ts';

/**
 * The fields the audit log shows as they are, by path. Named one by one rather than walked, so
 * nothing a row happens to carry beside them (a secret put there by hand) reaches the log.
 */
const SHOWN_PATHS = [
  ...PLAIN_KEYS,
  'social_auths.google.is_active',
  'social_auths.google.client_id',
  'social_auths.facebook.is_active',
  'social_auths.facebook.client_id',
  'social_auths.apple.is_active',
  'social_auths.apple.client_id',
  'social_auths.apple.redirect_url',
  'recaptcha.is_active',
  'recaptcha.site_key',
] as const;

/** How the log writes a secret: that there was one, that a new one came, never the value. */
export const SECRET_HELD = '(a secret)';
export const SECRET_NEW = '(a new secret)';

const valueAt = (settings: AccountSettings, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings);

/** Notes in `change` each field `next` changes from `current`: shown fields by value, secrets as that they changed. */
export function noteAccountChanges(current: AccountSettings, next: AccountSettings, change: SettingsChange): void {
  for (const path of SHOWN_PATHS) {
    const [before, after] = [valueAt(current, path), valueAt(next, path)];
    if (isDeepStrictEqual(before, after)) continue;
    change.before[path] = before;
    change.after[path] = after;
  }
  for (const [path, secret] of Object.entries(SECRET_PATHS)) {
    const [before, after] = [secret(current), secret(next)];
    if (before === after) continue;
    change.before[path] = before === null ? null : SECRET_HELD;
    change.after[path] = after === null ? null : SECRET_NEW;
  }
}

/** The paths `noteAccountChanges` would note: what a save changes, for the rules to point at. */
export function changedPaths(current: AccountSettings, next: AccountSettings): Set<string> {
  const change: SettingsChange = { before: {}, after: {} };
  noteAccountChanges(current, next, change);
  return new Set(Object.keys(change.after));
}
