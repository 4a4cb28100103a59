import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import { startLocalServer } from './local-server.ts';

export const GOOGLE_CLIENT = { id: 'souk-web.apps.test', secret: 'google-client-secret' };
export const REDIRECT_URI = 'http://127.0.0.1/oauth/callback';

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, standing in for Google.
 * `issueCode` mints an authorization code the way the provider's own login and consent screens
 * would after a shopper signs in, bound to the nonce and PKCE challenge of the request.
 */
export async function startOidcProvider(accounts: Record<string, { email: string; name: string }>) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT.id,
        client_secret: GOOGLE_CLIENT.secret,
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts email and name into the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) => {
      const account = accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    async issueCode(sub: string, nonce: string, codeVerifier: string) {
      const client = await provider.Client.find(GOOGLE_CLIENT.id);
      if (!client) throw new Error('no client');
      const grant = new provider.Grant({ accountId: sub, clientId: GOOGLE_CLIENT.id });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      const code = new provider.AuthorizationCode({
        accountId: sub,
        client,
        gty: 'authorization_code',
        grantId,
        redirectUri: REDIRECT_URI,
        scope: 'openid email profile',
        nonce,
        authTime: Math.floor(Date.now() / 1000),
        codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        codeChallengeMethod: 'S256',
      });
      return code.save();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stand-in for Apple's identity service: discovery and a JWKS on a free local port, and
 * `sign` to mint identity tokens with its key (or, with `foreign`, with a key it never published).
 */
export async function startJwksIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const foreign = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'ES256', use: 'sig' };
  let issuer = '';
  const server = await startLocalServer((app) => {
    app.get('/.well-known/openid-configuration', async () => ({ issuer, jwks_uri: `${issuer}/auth/keys` }));
    app.get('/auth/keys', async () => ({ keys: [jwk] }));
  });
  issuer = server.url;
  return {
    issuer,
    sign(claims: JWTPayload & { aud: string; sub: string }, options: { expiresIn?: string; foreign?: boolean } = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key-1' })
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.foreign ? foreign.privateKey : privateKey);
    },
    close: server.close,
  };
}
