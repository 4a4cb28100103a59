import type { SocialTokenBody } from '@souk/contract';
import type { Config } from '../../../config.ts';
import { type IdTokenIdentity, notVerified } from './identity.ts';
import { discover, verifiedEmail, verifyIdToken } from './oidc.ts';

/**
 * Sign in with Apple: the storefront sends the identity token Apple gave it (`data.id_token`);
 * it is verified against Apple's published keys. Apple sends the name only on the first
 * sign-in and only to the storefront, so `data.name` is taken as given (display only).
 */
export async function appleIdentity(
  config: Config,
  clientId: string,
  body: SocialTokenBody,
  nonce: string,
): Promise<IdTokenIdentity> {
  if (!body.data.id_token) throw notVerified();
  const payload = await verifyIdToken(await discover(config.APPLE_OIDC_ISSUER), body.data.id_token, clientId, nonce);
  return {
    subject: String(payload.sub),
    email: verifiedEmail(payload),
    name: body.data.name ?? null,
    expiresAt: Number(payload.exp) * 1000,
    idToken: body.data.id_token,
  };
}
