import type { StaffAccountsValues } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { type Settings, settingDefaults } from '../settings/defaults.ts';
import { storedSettings } from '../settings/queries.ts';

/** The settings keys the accounts page writes whose values are plain (no object). */
export const PLAIN_KEYS = [
  'register_otp_verify',
  'register_otp_type',
  'forgot_otp_type',
  'phone_required',
  'phone_min_length',
  'phone_max_length',
] as const;

/** The settings keys the accounts page writes. */
export const ACCOUNT_KEYS = [...PLAIN_KEYS, 'social_auths', 'social_auth_secrets', 'recaptcha'] as const;

/** The account settings, secrets and all: what a save reads, checks and writes. */
export type AccountSettings = Pick<Settings, (typeof ACCOUNT_KEYS)[number]> & {
  recaptcha: { is_active: boolean; site_key: string | null; secret_key: string | null };
};

/**
 * The write-only fields, by the path the body, the refusals and the audit log name them, with
 * where each is kept. A secret of a provider never sits in `social_auths`, which the storefront
 * receives; the reCAPTCHA secret stays in its setting, which no answer sends whole.
 */
export const SECRET_PATHS = {
  'social_auths.google.client_secret': (s: AccountSettings) => s.social_auth_secrets.google,
  'social_auths.facebook.client_secret': (s: AccountSettings) => s.social_auth_secrets.facebook,
  'recaptcha.secret_key': (s: AccountSettings) => s.recaptcha.secret_key,
} as const;

/**
 * The account settings as stored (each key's default where it has no row), read in the
 * transaction, not the cache; an absent secret is null, so "none" has one form.
 */
export async function storedAccountSettings(trx: Db): Promise<AccountSettings> {
  const stored = await storedSettings(trx, ACCOUNT_KEYS);
  const value = <K extends (typeof ACCOUNT_KEYS)[number]>(key: K) =>
    (stored.has(key) ? stored.get(key) : settingDefaults[key]) as Settings[K];
  const settings = Object.fromEntries(ACCOUNT_KEYS.map((key) => [key, value(key)])) as Pick<
    Settings,
    (typeof ACCOUNT_KEYS)[number]
  >;
  const { recaptcha, social_auth_secrets: secrets } = settings;
  return {
    ...settings,
    social_auth_secrets: { google: secrets.google ?? null, facebook: secrets.facebook ?? null },
    recaptcha: {
      is_active: recaptcha.is_active,
      site_key: recaptcha.site_key,
      secret_key: recaptcha.secret_key ?? null,
    },
  };
}

/** `base` with each of `changes` that was sent (undefined: left as it is). */
function withSent<T extends object>(base: T, changes: object): T {
  return { ...base, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
}

/** The settings a save leaves: `current` with each field the body sent, a provider's fields one by one. */
export function mergedSettings(current: AccountSettings, body: StaffAccountsValues): AccountSettings {
  const { social_auths: social = {}, recaptcha = {}, ...plain } = body;
  const { client_secret: googleSecret, ...google } = social.google ?? {};
  const { client_secret: facebookSecret, ...facebook } = social.facebook ?? {};
  return {
    ...withSent(current, plain),
    social_auths: {
      google: withSent(current.social_auths.google, google),
      facebook: withSent(current.social_auths.facebook, facebook),
      apple: withSent(current.social_auths.apple, social.apple ?? {}),
    },
    social_auth_secrets: withSent(current.social_auth_secrets, { google: googleSecret, facebook: facebookSecret }),
    recaptcha: withSent(current.recaptcha, recaptcha),
  };
}
