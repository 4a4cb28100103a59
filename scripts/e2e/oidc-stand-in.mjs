// Google's stand-in for the browser journeys: a real OpenID Connect provider (oidc-provider) with
// a one-page sign-in a journey completes in the popup. Whatever name and email the shopper types
// become the account's claims, so a journey decides whom the provider vouches for.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { form, page, readForm } from './pages.mjs';

export const GOOGLE_CLIENT = { id: 'souk-journeys.apps.local', secret: 'local-google-secret' };

/** Starts the provider on a free port; `redirectUri` is the storefront's callback page. */
export async function startOidcStandIn(redirectUri) {
  const accounts = new Map();
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT.id,
        client_secret: GOOGLE_CLIENT.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: email and name go into the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: [randomUUID()] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account, email_verified: true }) };
    },
  });
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    interact(req, res, match[1]).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /** GET shows the sign-in page; POST signs in and grants the scopes at once (or cancels). */
  async function interact(req, res, uid) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(
        page(
          'Sign in with Local Google',
          form(`/interaction/${uid}`, [
            { label: 'Name', name: 'name' },
            { label: 'Email', name: 'email', type: 'email' },
          ]),
        ),
      );
    }
    const body = await readForm(req);
    if (body.action !== 'continue') {
      const denied = { error: 'access_denied', error_description: 'The user cancelled the sign-in.' };
      return provider.interactionFinished(req, res, denied, { mergeWithLastSubmission: false });
    }
    const accountId = `local-${body.email.toLowerCase()}`;
    accounts.set(accountId, { email: body.email.toLowerCase(), name: body.name });
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const consent = { grantId: await grant.save() };
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent },
      { mergeWithLastSubmission: false },
    );
  }

  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}
