import type { StaffAccounts, StaffAccountsBody, StaffAccountsValues } from '@souk/contract';
import type { UseFormReturn } from 'react-hook-form';

/** The accounts form: the contract's body schema checks it as staff type. */
export type AccountsForm = UseFormReturn<StaffAccountsBody, unknown, StaffAccountsValues>;

/** The form's fields that hold a write-only secret: blank keeps the saved one, null removes it. */
export type SecretPath =
  'social_auths.google.client_secret' | 'social_auths.facebook.client_secret' | 'recaptcha.secret_key';

/** The form's values for the saved settings: every text a string (blank for none), every secret blank. */
export function formValues(accounts: StaffAccounts): StaffAccountsBody {
  const { google, facebook, apple } = accounts.social_auths;
  return {
    register_otp_verify: accounts.register_otp_verify,
    register_otp_type: accounts.register_otp_type,
    forgot_otp_type: accounts.forgot_otp_type,
    phone_required: accounts.phone_required,
    phone_min_length: accounts.phone_min_length,
    phone_max_length: accounts.phone_max_length,
    social_auths: {
      google: { is_active: google.is_active, client_id: google.client_id ?? '', client_secret: '' },
      facebook: { is_active: facebook.is_active, client_id: facebook.client_id ?? '', client_secret: '' },
      apple: { is_active: apple.is_active, client_id: apple.client_id ?? '', redirect_url: apple.redirect_url ?? '' },
    },
    recaptcha: { is_active: accounts.recaptcha.is_active, site_key: accounts.recaptcha.site_key ?? '', secret_key: '' },
  };
}

/** What of `values` the `dirty` marks (the form's dirty fields) name, in the same shape; undefined for nothing. */
function pickDirty(values: unknown, dirty: unknown): unknown {
  if (dirty === true) return values;
  if (typeof dirty !== 'object' || dirty === null) return undefined;
  const picked = Object.entries(dirty).flatMap(([key, marks]) => {
    const value = pickDirty((values as Record<string, unknown> | undefined)?.[key], marks);
    return value === undefined ? [] : [[key, value] as const];
  });
  return picked.length > 0 ? Object.fromEntries(picked) : undefined;
}

/**
 * The body of a save: only the fields staff changed (a provider's one by one), so a save never
 * writes back what another staff member changed meanwhile. A secret left blank is not sent.
 */
export function changedBody(
  values: StaffAccountsValues,
  dirty: AccountsForm['formState']['dirtyFields'],
): StaffAccountsBody {
  return (pickDirty(values, dirty) ?? {}) as StaffAccountsBody;
}
