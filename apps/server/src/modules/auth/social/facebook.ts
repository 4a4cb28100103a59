import type { SocialTokenBody } from '@souk/contract';
import type { Config } from '../../../config.ts';
import { fetchProviderJson, notVerified, type ProviderIdentity } from './identity.ts';

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}

/**
 * Facebook Login: `code` is the shopper's access token. debug_token (with our app's token)
 * proves it is valid and was issued to our app; /me then gives the profile of the same user.
 * Facebook only returns confirmed email addresses.
 */
export async function facebookIdentity(
  config: Config,
  appId: string,
  appSecret: string,
  body: SocialTokenBody,
): Promise<ProviderIdentity> {
  const accessToken = body.code;
  if (!accessToken) throw notVerified();
  const graph = config.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');
  const debugUrl = `${graph}/debug_token?${new URLSearchParams({ input_token: accessToken })}`;
  const debug = await fetchProviderJson(debugUrl, { headers: { authorization: `Bearer ${appId}|${appSecret}` } });
  const token = (debug.body as DebugToken | null)?.data;
  if (!debug.ok || token?.is_valid !== true || token.app_id !== appId || !token.user_id) throw notVerified();

  const me = await fetchProviderJson(`${graph}/me?fields=id,name,email`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const profile = me.body as { id?: string; name?: string; email?: string } | null;
  if (!me.ok || profile?.id !== token.user_id) throw notVerified();
  return {
    subject: profile.id,
    email: typeof profile.email === 'string' ? profile.email.toLowerCase() : null,
    name: typeof profile.name === 'string' ? profile.name : null,
  };
}
