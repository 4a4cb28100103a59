import { isDeepStrictEqual } from 'node:util';
import { ACCOUNT_SECRET_VARIABLES, type CodeChannel, type SocialSecretProvider } from '@souk/contract';
import type { Config } from '../../config.ts';
import { providerSecret } from '../auth/social/secrets.ts';
import { codeDelivery } from './delivery.ts';
import type { AccountSettings } from './state.ts';

type Problems = Record<string, string[]>;

const PROVIDERS = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;
const SECRET_NAMES: Record<SocialSecretProvider, string> = { google: 'a client secret', facebook: 'an app secret' };

const UNDELIVERABLE: Record<CodeChannel, string> = {
  email: 'Codes by email need a mail server: set SMTP_URL on the server, or choose phone.',
  phone: 'Codes by text message need an SMS gateway: set SMS_GATEWAY_URL on the server, or choose email.',
};

/**
 * What makes no sense in `settings` on this server, by the field to fix: the field among
 * `candidates` that the save changed (else the first), so the message sits where staff typed.
 */
function accountProblems(settings: AccountSettings, config: Config, changed: Set<string>): Problems {
  const problems: Problems = {};
  const refuse = (candidates: readonly string[], message: string) => {
    const field = candidates.find((path) => changed.has(path)) ?? candidates[0]!;
    problems[field] = [message];
  };

  const { phone_min_length: min, phone_max_length: max } = settings;
  if (min > max) {
    if (changed.has('phone_max_length') && !changed.has('phone_min_length')) {
      refuse(['phone_max_length'], `The phone maximum length must be at least the minimum length (${min}).`);
    } else {
      refuse(['phone_min_length'], `The phone minimum length may not be greater than the maximum length (${max}).`);
    }
  }

  const delivery = codeDelivery(config);
  if (settings.register_otp_verify && delivery[settings.register_otp_type] === 'unavailable') {
    refuse(['register_otp_type'], UNDELIVERABLE[settings.register_otp_type]);
  } else if (settings.register_otp_verify && settings.register_otp_type === 'phone' && !settings.phone_required) {
    refuse(
      ['phone_required', 'register_otp_type'],
      'Registration codes by text message need the phone to be required.',
    );
  }
  if (delivery[settings.forgot_otp_type] === 'unavailable') {
    refuse(['forgot_otp_type'], UNDELIVERABLE[settings.forgot_otp_type]);
  }

  for (const [provider, name] of Object.entries(PROVIDERS) as Array<[keyof typeof PROVIDERS, string]>) {
    const auth = settings.social_auths[provider];
    if (!auth.is_active) continue;
    if (!auth.client_id)
      refuse([`social_auths.${provider}.client_id`], `${name} sign-in cannot be on without a client id.`);
    if (provider !== 'apple' && !providerSecret(config, settings, provider)) {
      refuse(
        [`social_auths.${provider}.client_secret`],
        `${name} sign-in cannot be on without ${SECRET_NAMES[provider]}: enter one, or set ${ACCOUNT_SECRET_VARIABLES[provider]} on the server.`,
      );
    }
  }

  if (settings.recaptcha.is_active) {
    if (!settings.recaptcha.site_key) refuse(['recaptcha.site_key'], 'reCAPTCHA cannot be on without a site key.');
    if (!(config.RECAPTCHA_SECRET_KEY ?? settings.recaptcha.secret_key)) {
      refuse(
        ['recaptcha.secret_key'],
        `reCAPTCHA cannot be on without a secret key: enter one, or set ${ACCOUNT_SECRET_VARIABLES.recaptcha} on the server.`,
      );
    }
  }
  return problems;
}

/**
 * The problems a save would bring: those of `next` that `current` did not have already (the
 * same message on the same field). One
 * the server's environment caused since (a secret variable removed) is not the save's doing,
 * so it does not stop staff from saving something else.
 */
export function introducedProblems(
  current: AccountSettings,
  next: AccountSettings,
  config: Config,
  changed: Set<string>,
): Problems {
  const before = accountProblems(current, config, changed);
  return Object.fromEntries(
    Object.entries(accountProblems(next, config, changed)).filter(
      ([field, messages]) => !isDeepStrictEqual(before[field], messages),
    ),
  );
}
