// Facebook's stand-in: the OAuth dialog (response_type=token) and the two Graph API calls the
// server makes to check an access token (debug_token, me).
import { randomBytes } from 'node:crypto';
import { form, page } from './pages.mjs';

export const FACEBOOK_APP = { id: '4242424242', secret: 'local-facebook-secret' };

export function facebookRoutes(app, { redirectUris }) {
  const tokens = new Map();

  app.get('/facebook/v20.0/dialog/oauth', async (request, reply) => {
    const { client_id, redirect_uri, state = '' } = request.query;
    if (client_id !== FACEBOOK_APP.id || !redirectUris.includes(redirect_uri)) {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    const fields = [
      { label: 'Name', name: 'name' },
      { label: 'Email', name: 'email', type: 'email' },
    ];
    const dialog = form('/facebook/v20.0/dialog/oauth', fields, { redirect_uri, state });
    return reply.type('text/html').send(page('Log in with Local Facebook', dialog));
  });

  app.post('/facebook/v20.0/dialog/oauth', async (request, reply) => {
    const { redirect_uri, state, name, email, action } = request.body;
    if (!redirectUris.includes(redirect_uri)) return reply.code(400).send({ error: 'invalid_request' });
    if (action !== 'continue') {
      const denied = new URLSearchParams({ error: 'access_denied', error_reason: 'user_denied', state });
      return reply.redirect(`${redirect_uri}?${denied}`, 303);
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { userId: `fb-${email.toLowerCase()}`, name, email: email.toLowerCase() });
    const answer = new URLSearchParams({ access_token: token, token_type: 'bearer', expires_in: '3600', state });
    return reply.redirect(`${redirect_uri}#${answer}`, 303);
  });

  app.get('/facebook/v20.0/debug_token', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`) {
      return reply.code(400).send({ error: { message: 'bad app token' } });
    }
    const token = tokens.get(request.query.input_token);
    return { data: token ? { is_valid: true, app_id: FACEBOOK_APP.id, user_id: token.userId } : { is_valid: false } };
  });

  app.get('/facebook/v20.0/me', async (request, reply) => {
    const token = tokens.get(String(request.headers.authorization).replace('Bearer ', ''));
    if (!token) return reply.code(401).send({ error: { message: 'invalid token' } });
    return { id: token.userId, name: token.name, email: token.email };
  });
}
