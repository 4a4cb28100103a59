import type { Master, SocialProvider } from '@souk/contract';
import { callbackPath } from './callback-message.ts';
import { SignInAbandoned } from './popup.ts';

type Auths = Master['social_auths'];
type Params = Record<string, string>;

/** `POST /auth/{provider}/token` as sent; the contract's schema fills in the fields left out. */
export interface SocialTokenRequest {
  code: string | null;
  data: { nonce?: string; id_token?: string; redirect_uri?: string; code_verifier?: string };
}

/** One sign-in attempt: where the popup goes, its `state`, and the body for our server from the answer. */
export interface SignInRequest {
  url: string;
  state: string;
  body: (params: Params) => SocialTokenRequest;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

function required(params: Params, key: string): string {
  const value = params[key];
  if (!value) throw new SignInAbandoned(`The provider sent no ${key}.`);
  return value;
}

/**
 * The authorization request for `provider` (docs/features/accounts.md#social-sign-in): Google's
 * authorization code with PKCE, Facebook's access token, Apple's identity token with the name and
 * email (scope `name email`, which Apple answers only as a form posted to the redirect address; the
 * server turns it into the callback page's fragment, modules/auth/social/apple-callback-routes.ts).
 */
export async function signInRequest(provider: SocialProvider, auths: Auths): Promise<SignInRequest> {
  const auth = auths[provider];
  if (!auth.client_id || !auth.authorize_url) throw new SignInAbandoned(`${provider} sign-in is not configured.`);
  const state = randomToken();
  const nonce = randomToken();
  const ownRedirect = `${window.location.origin}${callbackPath(provider)}`;
  const redirectUri = provider === 'apple' ? (auths.apple.redirect_url ?? ownRedirect) : ownRedirect;
  const query: Params = { client_id: auth.client_id, redirect_uri: redirectUri, state };
  let body: SignInRequest['body'];

  if (provider === 'google') {
    const verifier = randomToken();
    Object.assign(query, {
      response_type: 'code',
      scope: 'openid email profile',
      nonce,
      code_challenge: await pkceChallenge(verifier),
      code_challenge_method: 'S256',
    });
    body = (params) => ({
      code: required(params, 'code'),
      data: { nonce, redirect_uri: redirectUri, code_verifier: verifier },
    });
  } else if (provider === 'facebook') {
    Object.assign(query, { response_type: 'token', scope: 'public_profile,email' });
    // Our server reads the name and email from Facebook itself, with this token.
    body = (params) => ({ code: required(params, 'access_token'), data: {} });
  } else {
    Object.assign(query, { response_type: 'code id_token', response_mode: 'form_post', scope: 'name email', nonce });
    body = (params) => ({
      code: params.code ?? null,
      data: { id_token: required(params, 'id_token'), nonce, ...appleName(params.user) },
    });
  }
  const url = new URL(auth.authorize_url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return { url: url.toString(), state, body };
}

/** The name Apple sends (its `user` field, JSON, on the first sign-in only), if any. */
function appleName(user: string | undefined): { name?: string } {
  if (!user) return {};
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: string; lastName?: string } };
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
    return full ? { name: full } : {};
  } catch {
    return {};
  }
}
