import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { get, post } from './helpers/accounts.ts';
import { startLocalServer } from './helpers/local-server.ts';
import { GOOGLE_CLIENT, REDIRECT_URI, startJwksIssuer, startOidcProvider } from './helpers/oidc.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const APPLE_CLIENT = 'com.souk.test.web';
const FACEBOOK_APP = { id: '1234567890', secret: 'facebook-app-secret' };

let t: TestContext;
let google: Awaited<ReturnType<typeof startOidcProvider>>;
let apple: Awaited<ReturnType<typeof startJwksIssuer>>;
let facebook: Awaited<ReturnType<typeof startLocalServer>>;

/** Facebook's Graph API: access tokens and the users they belong to. */
const facebookTokens: Record<string, { appId: string; userId: string; name: string; email?: string }> = {
  'fb-token-1': { appId: FACEBOOK_APP.id, userId: '9001', name: 'Fay Book', email: 'fay@facebook.test' },
  'fb-token-other-app': { appId: '555', userId: '9002', name: 'Other App' },
};

beforeAll(async () => {
  google = await startOidcProvider({
    'google-user-1': { email: 'gina@gmail.test', name: 'Gina Google' },
    'google-user-2': { email: 'customer@example.com', name: 'Not Sara' },
  });
  apple = await startJwksIssuer();
  facebook = await startLocalServer((app) => {
    app.get('/v20.0/debug_token', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`) {
        return reply.code(400).send({ error: { message: 'bad app token' } });
      }
      const token = facebookTokens[(request.query as { input_token: string }).input_token];
      return { data: token ? { is_valid: true, app_id: token.appId, user_id: token.userId } : { is_valid: false } };
    });
    app.get('/v20.0/me', async (request, reply) => {
      const token = facebookTokens[String(request.headers.authorization).replace('Bearer ', '')];
      if (!token) return reply.code(401).send({ error: { message: 'invalid token' } });
      return { id: token.userId, name: token.name, ...(token.email ? { email: token.email } : {}) };
    });
  });
  t = await createTestApp({
    env: {
      GOOGLE_OIDC_ISSUER: google.issuer,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      APPLE_OIDC_ISSUER: apple.issuer,
      FACEBOOK_GRAPH_URL: `${facebook.url}/v20.0`,
      FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
    },
  });
  await writeSetting(t.db, 'social_auths', {
    google: { is_active: true, client_id: GOOGLE_CLIENT.id },
    facebook: { is_active: true, client_id: FACEBOOK_APP.id },
    apple: { is_active: true, client_id: APPLE_CLIENT, redirect_url: null },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), apple.close(), facebook.close()]);
});

const nonce = () => randomBytes(16).toString('base64url');
const signIn = (provider: string, body: object) => post(t, `/api/auth/${provider}/token`, body);

async function googleSignIn(sub: string, options: { nonceSent?: string; nonceInCode?: string } = {}) {
  const sent = options.nonceSent ?? nonce();
  const verifier = randomBytes(32).toString('base64url');
  const code = await google.issueCode(sub, options.nonceInCode ?? sent, verifier);
  return signIn('google', { code, data: { nonce: sent, redirect_uri: REDIRECT_URI, code_verifier: verifier } });
}

describe('Google (authorization code against a real OpenID provider)', () => {
  it('exchanges the code, verifies the ID token and signs in a new customer, then the same one again', async () => {
    const first = await googleSignIn('google-user-1');
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.access.auth_type).toBe('Bearer');
    expect(data.user).toMatchObject({ name: 'Gina Google', email: 'gina@gmail.test', email_verified: true });
    expect((await get(t, '/api/profile', data.access.token)).statusCode).toBe(200);

    const again = await googleSignIn('google-user-1');
    expect(again.json().data.user.id).toBe(data.user.id);
    const links = await t.db.selectFrom('social_accounts').selectAll().where('user_id', '=', data.user.id).execute();
    expect(links).toEqual([expect.objectContaining({ provider: 'google', provider_user_id: 'google-user-1' })]);
  });

  it('refuses a nonce other than the one in the authorization request, and a used code', async () => {
    const wrong = await googleSignIn('google-user-1', { nonceSent: 'nonce-a', nonceInCode: 'nonce-b' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['The sign-in could not be verified. Please try again.'] });

    const sent = nonce();
    const verifier = randomBytes(32).toString('base64url');
    const code = await google.issueCode('google-user-1', sent, verifier);
    const body = { code, data: { nonce: sent, redirect_uri: REDIRECT_URI, code_verifier: verifier } };
    expect((await signIn('google', body)).statusCode).toBe(200);
    expect((await signIn('google', body)).statusCode).toBe(422);

    const noNonce = await signIn('google', { code: 'x', data: {} });
    expect(noNonce.json().errors).toEqual({ 'data.nonce': ['The nonce field is required.'] });
    expect((await signIn('google', { code: 'not-a-code', data: { nonce: nonce() } })).statusCode).toBe(422);
  });

  it('never takes over an account by email alone', async () => {
    // Google vouches for customer@example.com, but that account was never linked to Google.
    const res = await googleSignIn('google-user-2');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/already exists/);
    const demo = await t.db
      .selectFrom('social_accounts')
      .innerJoin('users', 'users.id', 'social_accounts.user_id')
      .select('users.email')
      .where('users.email', '=', 'customer@example.com')
      .execute();
    expect(demo).toEqual([]);
  });
});

describe('Apple (identity token against published keys)', () => {
  const identity = (claims: Record<string, unknown> = {}, options: { expiresIn?: string; foreign?: boolean } = {}) =>
    apple.sign(
      {
        aud: APPLE_CLIENT,
        sub: 'apple-user-1',
        email: 'apple.user@privaterelay.test',
        email_verified: 'true',
        ...claims,
      },
      options,
    );

  it('verifies the token and links the Apple user id', async () => {
    const n = nonce();
    const res = await signIn('apple', {
      code: 'placeholder',
      data: { id_token: await identity({ nonce: n }), nonce: n, name: 'Ada Apple' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      name: 'Ada Apple',
      email: 'apple.user@privaterelay.test',
      email_verified: true,
    });

    // iOS puts the nonce's SHA-256 into the token; the same account comes back, whatever email it shows now.
    const m = nonce();
    const hashed = createHash('sha256').update(m).digest('hex');
    const again = await signIn('apple', {
      data: { id_token: await identity({ nonce: hashed, email: 'other@privaterelay.test' }), nonce: m },
    });
    expect(again.json().data.user.id).toBe(res.json().data.user.id);
  });

  it('refuses a wrong audience, an expired token, an unknown key, a wrong nonce and a replay', async () => {
    const cases: Array<[string, () => Promise<string>, string]> = [];
    const n = nonce();
    cases.push(['audience', () => identity({ aud: 'someone.else', nonce: n }), n]);
    cases.push(['expired', () => identity({ nonce: n }, { expiresIn: '-1m' }), n]);
    cases.push(['foreign key', () => identity({ nonce: n }, { foreign: true }), n]);
    cases.push(['nonce', () => identity({ nonce: 'another-nonce' }), n]);
    for (const [label, token, sent] of cases) {
      const res = await signIn('apple', { data: { id_token: await token(), nonce: sent } });
      expect(res.statusCode, label).toBe(422);
    }
    const fresh = nonce();
    const body = {
      data: {
        id_token: await identity({ nonce: fresh, sub: 'apple-user-2', email: 'a2@privaterelay.test' }),
        nonce: fresh,
      },
    };
    expect((await signIn('apple', body)).statusCode).toBe(200);
    expect((await signIn('apple', body)).statusCode).toBe(422);
    expect((await signIn('apple', { data: { nonce: nonce() } })).statusCode).toBe(422);
  });

  it('refuses a replay that sends the other form of the nonce, and signs in once when one token races itself', async () => {
    // The token holds the nonce's SHA-256 (as iOS makes it); both the raw nonce and its hash verify.
    const raw = nonce();
    const hashed = createHash('sha256').update(raw).digest('hex');
    const token = await identity({ nonce: hashed, sub: 'apple-user-3', email: 'a3@privaterelay.test' });
    expect((await signIn('apple', { data: { id_token: token, nonce: raw } })).statusCode).toBe(200);
    expect((await signIn('apple', { data: { id_token: token, nonce: hashed } })).statusCode).toBe(422);

    const fresh = nonce();
    const racing = {
      data: {
        id_token: await identity({ nonce: fresh, sub: 'apple-user-4', email: 'a4@privaterelay.test' }),
        nonce: fresh,
      },
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn('apple', racing)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(9);
  });
});

describe('Facebook (access token checked with debug_token and me)', () => {
  it('signs in the user the token belongs to, only for our app', async () => {
    const res = await signIn('facebook', { code: 'fb-token-1', data: { name: 'Ignored' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'Fay Book', email: 'fay@facebook.test' });
    const again = await signIn('facebook', { code: 'fb-token-1' });
    expect(again.json().data.user.id).toBe(res.json().data.user.id);

    expect((await signIn('facebook', { code: 'fb-token-other-app' })).statusCode).toBe(422);
    expect((await signIn('facebook', { code: 'forged' })).statusCode).toBe(422);
    expect((await signIn('facebook', {})).statusCode).toBe(422);
  });
});

describe('settings', () => {
  it('tells the storefront where each active provider signs in, from discovery or config', async () => {
    const { social_auths } = (await get(t, '/api/master')).json().data;
    expect(social_auths).toEqual({
      google: { is_active: true, client_id: GOOGLE_CLIENT.id, authorize_url: `${google.issuer}/auth` },
      facebook: {
        is_active: true,
        client_id: FACEBOOK_APP.id,
        authorize_url: 'https://www.facebook.com/v20.0/dialog/oauth',
      },
      // The stand-in's discovery names no authorization endpoint: no popup to open.
      apple: { is_active: true, client_id: APPLE_CLIENT, redirect_url: null, authorize_url: null },
    });
  });

  it('hides a provider whose issuer cannot be reached instead of failing the master call', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const other = await createTestApp({ seed: false, env: { GOOGLE_OIDC_ISSUER: closed.url } });
    try {
      await writeSetting(other.db, 'social_auths', {
        google: { is_active: true, client_id: GOOGLE_CLIENT.id },
        facebook: { is_active: false, client_id: null },
        apple: { is_active: false, client_id: null, redirect_url: null },
      });
      const res = await get(other, '/api/master');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.social_auths.google).toEqual({
        is_active: true,
        client_id: GOOGLE_CLIENT.id,
        authorize_url: null,
      });
      expect(res.json().data.social_auths.facebook.authorize_url).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('refuses a provider that is switched off, and an unknown provider', async () => {
    await writeSetting(t.db, 'social_auths', {
      google: { is_active: false, client_id: GOOGLE_CLIENT.id },
      facebook: { is_active: true, client_id: FACEBOOK_APP.id },
      apple: { is_active: true, client_id: APPLE_CLIENT, redirect_url: null },
    });
    const off = await googleSignIn('google-user-1');
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('Google sign-in is not available.');
    const unknown = await signIn('twitter', { code: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.provider).toEqual(['The provider must be google, facebook or apple.']);
  });
});
