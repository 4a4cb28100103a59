import { ACCOUNT_SECRET_VARIABLES, type SocialSecretProvider } from '@souk/contract';
import type { Config } from '../../../config.ts';
import type { Settings } from '../../settings/defaults.ts';

/**
 * The secret a provider's sign-in uses: the server's environment variable when set (an
 * operator's word wins), else the one staff saved in the console; undefined with neither.
 */
export function providerSecret(
  config: Config,
  settings: Pick<Settings, 'social_auth_secrets'>,
  provider: SocialSecretProvider,
): string | undefined {
  return config[ACCOUNT_SECRET_VARIABLES[provider]] ?? settings.social_auth_secrets[provider] ?? undefined;
}
