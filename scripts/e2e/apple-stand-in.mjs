// Apple's stand-in: discovery, published keys, and a sign-in page that answers like Sign in with
// Apple: with scope `name email` only by a form posted to the redirect address (code, identity
// token and, the first time, the user's name as JSON); else in the redirect's fragment.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { form, page, postedForm } from './pages.mjs';

export const APPLE_CLIENT = 'com.souk.journeys.web';

/** Routes under /apple; `issuer()` is known once the server listens. */
export async function appleRoutes(app, { issuer, redirectUris }) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'journey-key', alg: 'ES256', use: 'sig' };

  app.get('/apple/.well-known/openid-configuration', async () => ({
    issuer: issuer(),
    authorization_endpoint: `${issuer()}/auth/authorize`,
    jwks_uri: `${issuer()}/auth/keys`,
  }));
  app.get('/apple/auth/keys', async () => ({ keys: [jwk] }));

  app.get('/apple/auth/authorize', async (request, reply) => {
    const { client_id, redirect_uri, state = '', nonce = '', scope = '', response_mode = 'query' } = request.query;
    if (client_id !== APPLE_CLIENT || !redirectUris.includes(redirect_uri)) {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    // As Apple does: asking for the name or email needs the answer posted as a form.
    if (scope && response_mode !== 'form_post') return reply.code(400).send({ error: 'invalid_request' });
    const hidden = { redirect_uri, state, nonce, scope, response_mode };
    const fields = [
      ...(scope.split(' ').includes('name') ? [{ label: 'Name', name: 'name' }] : []),
      { label: 'Email', name: 'email', type: 'email' },
    ];
    return reply
      .type('text/html')
      .send(page('Sign in with Local Apple', form('/apple/auth/authorize', fields, hidden)));
  });

  app.post('/apple/auth/authorize', async (request, reply) => {
    const { redirect_uri, state, nonce, email, name, response_mode, action } = request.body;
    if (!redirectUris.includes(redirect_uri)) return reply.code(400).send({ error: 'invalid_request' });
    const answer = (fields) =>
      response_mode === 'form_post'
        ? reply.type('text/html').send(postedForm(redirect_uri, fields))
        : reply.redirect(`${redirect_uri}#${new URLSearchParams(fields)}`, 303);
    if (action !== 'continue') return answer({ error: 'user_cancelled_authorize', state });
    const idToken = await new SignJWT({ nonce, email: email.toLowerCase(), email_verified: 'true' })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
      .setIssuer(issuer())
      .setAudience(APPLE_CLIENT)
      .setSubject(`apple-${email.toLowerCase()}`)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
    const user = name ? { user: JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email }) } : {};
    return answer({ state, code: 'local-apple-code', id_token: idToken, ...user });
  });
}
