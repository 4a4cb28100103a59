import type { Master, SocialProvider } from '@souk/contract';
import type { Config } from '../../../config.ts';
import type { Settings } from '../../settings/defaults.ts';
import { discover } from './oidc.ts';
import { providerSecret } from './secrets.ts';

/** The master call waits this long at most for an issuer's discovery document. */
const DISCOVERY_WAIT_MS = 3000;
/** After a failed discovery the provider's button stays hidden this long before the next try. */
const RETRY_AFTER_MS = 60_000;
const failedAt = new Map<string, number>();

/**
 * Where the storefront's popup sends the shopper: Google's and Apple's authorization endpoints
 * come from their issuers' discovery documents (so a local issuer in tests or another
 * deployment just works), Facebook's login dialog from FACEBOOK_DIALOG_URL. Null when the
 * provider is off or its issuer cannot be reached, which hides the button.
 */
async function authorizeUrl(config: Config, provider: SocialProvider): Promise<string | null> {
  if (provider === 'facebook') return config.FACEBOOK_DIALOG_URL;
  const issuer = provider === 'google' ? config.GOOGLE_OIDC_ISSUER : config.APPLE_OIDC_ISSUER;
  if (Date.now() - (failedAt.get(issuer) ?? 0) < RETRY_AFTER_MS) return null;
  try {
    return (await discover(issuer, DISCOVERY_WAIT_MS)).authorization_endpoint ?? null;
  } catch {
    failedAt.set(issuer, Date.now());
    return null;
  }
}

/**
 * Whether a provider's sign-in can work: on, with a client id, and for Google and Facebook a
 * secret (the environment's or the console's: one removed from the environment since it was
 * switched on leaves no button that could only fail). Apple's tokens need none.
 */
function usable(
  config: Config,
  settings: Pick<Settings, 'social_auths' | 'social_auth_secrets'>,
  provider: SocialProvider,
) {
  const { is_active, client_id } = settings.social_auths[provider];
  return is_active && !!client_id && (provider === 'apple' || !!providerSecret(config, settings, provider));
}

/** `social_auths` as the storefront sees it: the stored fields plus `authorize_url`, null to hide the button. */
export async function publicSocialAuths(
  config: Config,
  settings: Pick<Settings, 'social_auths' | 'social_auth_secrets'>,
): Promise<Master['social_auths']> {
  const auths = settings.social_auths;
  const url = (provider: SocialProvider) =>
    usable(config, settings, provider) ? authorizeUrl(config, provider) : Promise.resolve(null);
  const [google, facebook, apple] = await Promise.all([url('google'), url('facebook'), url('apple')]);
  // Only the public fields: a settings row may carry more than the storefront should see.
  const pick = (provider: SocialProvider) => ({
    is_active: auths[provider].is_active,
    client_id: auths[provider].client_id,
  });
  return {
    google: { ...pick('google'), authorize_url: google },
    facebook: { ...pick('facebook'), authorize_url: facebook },
    apple: { ...pick('apple'), redirect_url: auths.apple.redirect_url, authorize_url: apple },
  };
}
