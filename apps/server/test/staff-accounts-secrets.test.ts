import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_EMAIL, DEMO_PASSWORD, get, post } from './helpers/accounts.ts';
import { startLocalServer } from './helpers/local-server.ts';
import { GOOGLE_CLIENT, REDIRECT_URI, startOidcProvider } from './helpers/oidc.ts';
import { storefrontApp } from './helpers/seo.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// The secrets staff save in the console are the ones social sign-in and reCAPTCHA use, against
// local stand-ins for Google (a real OpenID provider), Facebook's Graph API and reCAPTCHA's
// verify service. The server has none of the secrets in its environment.
const FACEBOOK_APP = { id: '1234567890', secret: 'facebook-app-secret' };
const RECAPTCHA_SECRET = 'recaptcha-console-secret';

let t: TestContext;
let staff: { token: string };
let google: Awaited<ReturnType<typeof startOidcProvider>>;
let facebook: Awaited<ReturnType<typeof startLocalServer>>;
let verifier: Awaited<ReturnType<typeof startLocalServer>>;
const verifiedWith: string[] = [];

beforeAll(async () => {
  google = await startOidcProvider({ 'google-user-1': { email: 'gina@gmail.test', name: 'Gina Google' } });
  facebook = await startLocalServer((app) => {
    app.get('/v20.0/debug_token', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`) {
        return reply.code(400).send({ error: { message: 'bad app token' } });
      }
      return { data: { is_valid: true, app_id: FACEBOOK_APP.id, user_id: '9001' } };
    });
    app.get('/v20.0/me', async () => ({ id: '9001', name: 'Fay Book', email: 'fay@facebook.test' }));
  });
  verifier = await startLocalServer((app) => {
    app.post('/siteverify', async (request) => {
      const form = request.body as Record<string, string>;
      verifiedWith.push(form.secret!);
      return { success: form.secret === RECAPTCHA_SECRET && form.response === 'human-token' };
    });
  });
  t = await createTestApp({
    env: {
      GOOGLE_OIDC_ISSUER: google.issuer,
      FACEBOOK_GRAPH_URL: `${facebook.url}/v20.0`,
      RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify`,
    },
  });
  staff = await staffToken(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), facebook.close(), verifier.close()]);
});

const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/staff/accounts', payload, headers: bearer(staff.token) });
const saved = async (payload: object) => {
  const res = await save(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.accounts;
};

async function googleSignIn(app: FastifyInstance = t.app) {
  const nonce = randomBytes(16).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const code = await google.issueCode('google-user-1', nonce, verifier);
  return app.inject({
    method: 'POST',
    url: '/api/auth/google/token',
    payload: { code, data: { nonce, redirect_uri: REDIRECT_URI, code_verifier: verifier } },
  });
}
const facebookSignIn = () => post(t, '/api/auth/facebook/token', { code: 'fb-token-1', data: {} });

describe('social sign-in with secrets saved in the console', () => {
  it('exchanges Google’s code with the client secret staff saved, and stops when it is wrong or cleared', async () => {
    const off = await googleSignIn();
    expect(off.json().errors).toEqual({ provider: ['Google sign-in is not available.'] });

    await saved({
      social_auths: { google: { is_active: true, client_id: GOOGLE_CLIENT.id, client_secret: 'not-the-secret' } },
    });
    // The provider refuses the code with a wrong secret: proof the saved one is what is sent.
    const wrong = await googleSignIn();
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['The sign-in could not be verified. Please try again.'] });

    await saved({ social_auths: { google: { client_secret: GOOGLE_CLIENT.secret } } });
    const signedIn = await googleSignIn();
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email: 'gina@gmail.test' });

    // Clearing it while Google sign-in is on would leave the button broken: refused.
    const clearing = await save({ social_auths: { google: { client_secret: null } } });
    expect(clearing.statusCode).toBe(422);
    expect(Object.keys(clearing.json().errors)).toEqual(['social_auths.google.client_secret']);
    const cleared = await saved({ social_auths: { google: { is_active: false, client_secret: null } } });
    expect(cleared.social_auths.google).toMatchObject({ is_active: false, has_secret: false, secret_source: null });
    expect((await googleSignIn()).json().errors).toEqual({ provider: ['Google sign-in is not available.'] });
  });

  it('checks Facebook tokens with the app secret staff saved', async () => {
    await saved({
      social_auths: { facebook: { is_active: true, client_id: FACEBOOK_APP.id, client_secret: 'stale' } },
    });
    expect((await facebookSignIn()).statusCode).toBe(422);
    await saved({ social_auths: { facebook: { client_secret: FACEBOOK_APP.secret } } });
    const res = await facebookSignIn();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'Fay Book', email: 'fay@facebook.test' });
    await saved({ social_auths: { facebook: { is_active: false } } });
  });

  it('lets the environment’s secret win, and says so', async () => {
    await saved({
      social_auths: {
        google: { is_active: true, client_id: GOOGLE_CLIENT.id, client_secret: 'a-stale-console-secret' },
      },
    });
    // A second server on the same database, with GOOGLE_CLIENT_SECRET set.
    const withEnv = await storefrontApp(t, {
      GOOGLE_OIDC_ISSUER: google.issuer,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
    });
    try {
      const res = await withEnv.inject({ url: '/api/staff/accounts', headers: bearer(staff.token) });
      expect(res.json().data.accounts.social_auths.google).toEqual({
        is_active: true,
        client_id: GOOGLE_CLIENT.id,
        has_secret: true,
        secret_source: 'environment',
      });
      expect((await googleSignIn(withEnv)).statusCode).toBe(200);
      expect((await googleSignIn()).statusCode).toBe(422);
    } finally {
      await withEnv.close();
      await saved({ social_auths: { google: { is_active: false, client_secret: null } } });
    }
  });
});

describe('reCAPTCHA with the secret key saved in the console', () => {
  it('checks logins against the verify service with that key while on, and the storefront gets the site key only', async () => {
    const on = await saved({
      recaptcha: { is_active: true, site_key: 'site-key-9', secret_key: RECAPTCHA_SECRET },
    });
    expect(on.recaptcha).toEqual({
      is_active: true,
      site_key: 'site-key-9',
      has_secret: true,
      secret_source: 'console',
    });
    const pagePolicy = async () => String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    try {
      // The storefront's next page may load the widget: its pages' policy lets it in at once.
      expect(await pagePolicy()).toContain('https://www.google.com');
      const settings = (await get(t, '/api/recaptcha-settings')).json().data;
      expect(settings).toEqual({
        is_active: true,
        site_key: 'site-key-9',
        script_url: 'https://www.google.com/recaptcha/api.js',
      });
      const missing = await post(t, '/api/login', { phone: DEMO_EMAIL, password: DEMO_PASSWORD });
      expect(missing.json().errors).toEqual({
        'g-recaptcha-response': ['Please complete the reCAPTCHA verification.'],
      });
      const human = await post(t, '/api/login', {
        phone: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        'g-recaptcha-response': 'human-token',
      });
      expect(human.statusCode, human.body).toBe(200);
      expect(verifiedWith.at(-1)).toBe(RECAPTCHA_SECRET);
    } finally {
      await saved({ recaptcha: { is_active: false } });
    }
    expect(await pagePolicy()).not.toContain('https://www.google.com');
    expect((await post(t, '/api/login', { phone: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
