import type { SocialTokenBody } from '@souk/contract';
import type { Config } from '../../../config.ts';
import { fetchProviderJson, type IdTokenIdentity, notVerified } from './identity.ts';
import { discover, verifiedEmail, verifyIdToken } from './oidc.ts';

/**
 * Google's authorization-code flow: the code is exchanged at Google's token endpoint with our
 * client secret (the redirect URI must be the one the storefront used; "postmessage" for the
 * popup), then the ID token that comes back is verified.
 */
export async function googleIdentity(
  config: Config,
  clientId: string,
  clientSecret: string,
  body: SocialTokenBody,
  nonce: string,
): Promise<IdTokenIdentity> {
  if (!body.code) throw notVerified();
  const discovery = await discover(config.GOOGLE_OIDC_ISSUER);
  if (!discovery.token_endpoint) throw notVerified();
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: body.code,
    client_id: clientId,
    client_secret: clientSecret,
    redirect_uri: body.data.redirect_uri ?? 'postmessage',
  });
  if (body.data.code_verifier) form.set('code_verifier', body.data.code_verifier);
  const { ok, body: tokens } = await fetchProviderJson(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
  });
  const idToken = (tokens as { id_token?: unknown } | null)?.id_token;
  if (!ok || typeof idToken !== 'string') throw notVerified();
  const payload = await verifyIdToken(discovery, idToken, clientId, nonce);
  return {
    subject: String(payload.sub),
    email: verifiedEmail(payload),
    name: typeof payload.name === 'string' ? payload.name : null,
    expiresAt: Number(payload.exp) * 1000,
    idToken: idToken,
  };
}
