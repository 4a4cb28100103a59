import type { AccountSecretState, StaffAccountsResponse } from '@souk/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { readSettings } from '../settings/queries.ts';
import { codeDelivery } from './delivery.ts';

/** A secret's state: whether staff saved one, and which one is in force (the environment's wins). */
function secretState(fromEnvironment: string | undefined, saved: string | null | undefined): AccountSecretState {
  return {
    has_secret: Boolean(saved),
    secret_source: fromEnvironment ? 'environment' : saved ? 'console' : null,
  };
}

/** The account settings as staff edit them, each field picked by name: secrets only as their state. */
export async function accountsPage(db: Db, config: Config): Promise<StaffAccountsResponse> {
  const settings = await readSettings(db);
  const { google, facebook, apple } = settings.social_auths;
  const secrets = settings.social_auth_secrets;
  return {
    accounts: {
      register_otp_verify: settings.register_otp_verify,
      register_otp_type: settings.register_otp_type,
      forgot_otp_type: settings.forgot_otp_type,
      phone_required: settings.phone_required,
      phone_min_length: settings.phone_min_length,
      phone_max_length: settings.phone_max_length,
      social_auths: {
        google: {
          is_active: google.is_active,
          client_id: google.client_id,
          ...secretState(config.GOOGLE_CLIENT_SECRET, secrets.google),
        },
        facebook: {
          is_active: facebook.is_active,
          client_id: facebook.client_id,
          ...secretState(config.FACEBOOK_APP_SECRET, secrets.facebook),
        },
        apple: { is_active: apple.is_active, client_id: apple.client_id, redirect_url: apple.redirect_url },
      },
      recaptcha: {
        is_active: settings.recaptcha.is_active,
        site_key: settings.recaptcha.site_key,
        ...secretState(config.RECAPTCHA_SECRET_KEY, settings.recaptcha.secret_key),
      },
    },
    code_delivery: codeDelivery(config),
  };
}
