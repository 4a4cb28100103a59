import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { bearer, DEMO_EMAIL, DEMO_PASSWORD, get, login, post, registerCustomer } from './helpers/accounts.ts';
import { startLocalServer } from './helpers/local-server.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
let verifier: Awaited<ReturnType<typeof startLocalServer>>;
const verifierCalls: Array<Record<string, string>> = [];
const clock = new TestClock();

beforeAll(async () => {
  verifier = await startLocalServer((app) => {
    app.post('/siteverify', async (request) => {
      const form = request.body as Record<string, string>;
      verifierCalls.push(form);
      return { success: form.secret === 'test-secret' && form.response === 'human-token' };
    });
  });
  t = await createTestApp({ env: { RECAPTCHA_VERIFY_URL: `${verifier.url}/siteverify` }, clock });
});
afterAll(async () => {
  await t.close();
  await verifier.close();
});

describe('POST /api/login', () => {
  it('signs the demo customer in by email or by phone with a bearer token and the user object', async () => {
    const res = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Login Successful');
    expect(data.access).toMatchObject({ auth_type: 'Bearer' });
    expect(data.access.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.access.expires_at)).toBeGreaterThan(Date.now());
    expect(Object.keys(data.user).sort()).toEqual(
      [
        'id',
        'name',
        'phone',
        'phone_verified',
        'email',
        'email_verified',
        'is_active',
        'profile_photo',
        'gender',
        'date_of_birth',
        'country',
        'phone_code',
        'account_verified',
        'last_online',
      ].sort(),
    );
    expect(data.user).toMatchObject({
      email: DEMO_EMAIL,
      email_verified: true,
      account_verified: true,
      is_active: true,
    });

    const byPhone = await login(t, '(555) 010-0001', DEMO_PASSWORD);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data.user.id).toBe(data.user.id);
    const profile = await get(t, '/api/profile', byPhone.json().data.access.token);
    expect(profile.json().data.user.email).toBe(DEMO_EMAIL);
  });

  it('answers a wrong password and an unknown account alike, after one argon2 verification each', async () => {
    const spy = vi.spyOn(argon2, 'verify');
    try {
      const wrong = await login(t, DEMO_EMAIL, 'not-the-password', '10.1.0.1');
      expect(spy).toHaveBeenCalledTimes(1);
      const unknown = await login(t, 'nobody@example.com', 'not-the-password', '10.1.0.2');
      expect(spy).toHaveBeenCalledTimes(2);
      const unknownPhone = await login(t, '5550999999', 'not-the-password', '10.1.0.3');
      expect(spy).toHaveBeenCalledTimes(3);
      for (const res of [wrong, unknown, unknownPhone]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: 'These credentials do not match our records.',
          errors: { phone: ['These credentials do not match our records.'] },
        });
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a seller account, an account without a password and a deactivated one', async () => {
    expect((await login(t, 'seller1@example.com', DEMO_PASSWORD)).statusCode).toBe(422);
    // Reviewers have no password.
    const reviewer = await t.db
      .selectFrom('users')
      .select('email')
      .where('password_hash', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await login(t, String(reviewer.email), 'anything-at-all')).statusCode).toBe(422);

    const { body, password } = await registerCustomer(t);
    await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', body.email).execute();
    const res = await login(t, body.email, password);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['This account has been deactivated.']);
  });

  it('names missing fields', async () => {
    const res = await post(t, '/api/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['The phone field is required.'],
      password: ['The password field is required.'],
    });
  });
});

describe('sessions', () => {
  it('stores only a hash of the token and revokes it on logout', async () => {
    const { token } = await registerCustomer(t);
    const stored = await t.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect((await get(t, '/api/profile', token)).statusCode).toBe(200);

    const out = await get(t, '/api/logout', token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logout successfully' });
    const after = await get(t, '/api/profile', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await get(t, '/api/logout', token)).statusCode).toBe(401);
  });

  it('refuses account calls without a token, with a seller token and with a token in the URL', async () => {
    expect((await get(t, '/api/profile')).statusCode).toBe(401);
    const seller = await post(t, '/api/seller/login', { email: 'seller1@example.com', password: DEMO_PASSWORD });
    expect((await get(t, '/api/profile', seller.json().data.access.token)).statusCode).toBe(401);
    const { token } = await registerCustomer(t);
    expect((await get(t, `/api/profile?token=${token}`)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('keeps a token TOKEN_TTL_DAYS by the server clock, then answers 401', async () => {
    const { token } = await registerCustomer(t);
    const ttl = t.config.TOKEN_TTL_DAYS * 86_400;
    clock.advance(ttl - 1);
    try {
      expect((await get(t, '/api/profile', token)).statusCode).toBe(200);
      clock.advance(1);
      expect((await get(t, '/api/profile', token)).statusCode).toBe(401);
    } finally {
      clock.advance(-ttl);
    }
  });
});

describe('reCAPTCHA on login', () => {
  it('is checked against the verify service only while active, and refuses a missing or failed token', async () => {
    await writeSetting(t.db, 'recaptcha', { is_active: true, site_key: 'site-key', secret_key: 'test-secret' });
    try {
      const missing = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        'g-recaptcha-response': ['Please complete the reCAPTCHA verification.'],
      });

      const robot = await post(t, '/api/login', {
        phone: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        'g-recaptcha-response': 'robot-token',
      });
      expect(robot.statusCode).toBe(422);
      expect(robot.json().message).toBe('Please complete the reCAPTCHA verification.');

      const human = await post(
        t,
        '/api/login',
        { phone: DEMO_EMAIL, password: DEMO_PASSWORD, 'g-recaptcha-response': 'human-token' },
        { ip: '10.2.3.4' },
      );
      expect(human.statusCode).toBe(200);
      expect(verifierCalls.at(-1)).toEqual({ secret: 'test-secret', response: 'human-token', remoteip: '10.2.3.4' });
      // The secret never reaches the storefront.
      expect((await get(t, '/api/recaptcha-settings')).json().data).toEqual({
        is_active: true,
        site_key: 'site-key',
        script_url: 'https://www.google.com/recaptcha/api.js',
      });
    } finally {
      await writeSetting(t.db, 'recaptcha', { is_active: false, site_key: null });
    }
    const calls = verifierCalls.length;
    expect((await login(t, DEMO_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(verifierCalls).toHaveLength(calls);
  });

  it('fails closed with a 503 when no secret is configured', async () => {
    await writeSetting(t.db, 'recaptcha', { is_active: true, site_key: 'site-key' });
    try {
      const res = await post(t, '/api/login', {
        phone: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        'g-recaptcha-response': 'human-token',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/not available/);
    } finally {
      await writeSetting(t.db, 'recaptcha', { is_active: false, site_key: null });
    }
  });
});
