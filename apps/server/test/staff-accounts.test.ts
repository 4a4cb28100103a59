import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, outboxCode, post, registerCustomer, registrationBody } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { freshIp, sendOtp, verifyOtp } from './helpers/otp.ts';
import { storefrontSuite } from './helpers/seo.ts';
import { staffToken } from './helpers/staff.ts';

// On the demo marketplace; the storefront's answers come from a second server on the same
// database with every cache of them on, as in production: the settings, the response cache and
// the pages the server draws.
const { suite } = storefrontSuite({ RESPONSE_CACHE_SECONDS: '600', CATALOG_SUMMARY_SECONDS: '600' });
let staff: { id: number; token: string };
beforeAll(async () => {
  staff = await staffToken(suite.t);
});

const save = (payload: object, token = staff.token) =>
  suite.t.app.inject({ method: 'PUT', url: '/api/staff/accounts', payload, headers: bearer(token) });
const saved = async (payload: object) => {
  const res = await save(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const accounts = async () => {
  const res = await get(suite.t, '/api/staff/accounts', staff.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.accounts;
};
/** The storefront's master data as a shopper's browser asks for it (signed out, so cacheable). */
const master = async () => (await suite.web.inject({ url: '/api/master' })).json().data;
const audits = async () =>
  (
    await suite.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('subject_type', '=', 'settings')
      .where('subject_id', '=', 'accounts')
      .orderBy('id')
      .execute()
  ).map((entry) => ({
    ...entry,
    before: JSON.parse(entry.before ?? 'null') as Record<string, unknown>,
    after: JSON.parse(entry.after ?? 'null') as Record<string, unknown>,
  }));
const register = (overrides: Record<string, unknown> = {}) =>
  post(suite.t, '/api/registration', registrationBody(overrides), { ip: freshIp() });

describe('who may keep the account settings', () => {
  it('lets staff read them, refuses a shop owner 403 and a shopper or a stranger 401', async () => {
    const res = await get(suite.t, '/api/staff/accounts', staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      accounts: {
        register_otp_verify: true,
        register_otp_type: 'email',
        forgot_otp_type: 'email',
        phone_required: true,
        phone_min_length: 9,
        phone_max_length: 16,
        social_auths: {
          google: { is_active: false, client_id: null, has_secret: false, secret_source: null },
          facebook: { is_active: false, client_id: null, has_secret: false, secret_source: null },
          apple: { is_active: false, client_id: null, redirect_url: null },
        },
        recaptcha: { is_active: false, site_key: null, has_secret: false, secret_source: null },
      },
      // Local mode with no mail server or SMS gateway: codes of both kinds land in the outbox.
      code_delivery: { email: 'outbox', phone: 'outbox' },
    });

    const owner = await sellerToken(suite.t, 1);
    const shopper = (await registerCustomer(suite.t)).token;
    expect((await get(suite.t, '/api/staff/accounts', owner)).statusCode).toBe(403);
    expect((await save({ phone_max_length: 15 }, owner)).statusCode).toBe(403);
    expect((await save({ phone_max_length: 15 }, shopper)).statusCode).toBe(401);
    expect((await suite.t.app.inject({ method: 'PUT', url: '/api/staff/accounts', payload: {} })).statusCode).toBe(401);
  });
});

describe('refusals', () => {
  it('refuses malformed values with 422 naming each field, and saves nothing', async () => {
    const before = await accounts();
    const logged = (await audits()).length;
    const res = await save({
      register_otp_verify: 'maybe',
      register_otp_type: 'pigeon',
      phone_min_length: 3,
      phone_max_length: 21,
      social_auths: {
        google: { client_id: 'has spaces.apps.test' },
        apple: { redirect_url: 'ftp://shop.example/back' },
      },
      recaptcha: { secret_key: 'a b' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      register_otp_verify: ['The registration code field must be true or false.'],
      register_otp_type: ['The registration code channel must be email or phone.'],
      phone_min_length: ['The phone minimum length must be at least 4.'],
      phone_max_length: ['The phone maximum length may not be greater than 20.'],
      'social_auths.google.client_id': ['The Google client id may not hold spaces.'],
      'social_auths.apple.redirect_url': ['The Apple redirect URL must be an http or https address.'],
      'recaptcha.secret_key': ['The reCAPTCHA secret key may not hold spaces.'],
    });
    expect((await save({ phone_max_length: 'ten' })).json().errors).toEqual({
      phone_max_length: ['The phone maximum length must be a number.'],
    });
    expect(await accounts()).toEqual(before);
    expect(await audits()).toHaveLength(logged);
  });

  it('refuses settings that make no sense together, checked against what is stored', async () => {
    const before = await accounts();
    const logged = (await audits()).length;
    const refused = async (payload: object, errors: Record<string, string[]>) => {
      const res = await save(payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    };
    // The stored rule is 9 to 16 digits.
    await refused(
      { phone_min_length: 17 },
      { phone_min_length: ['The phone minimum length may not be greater than the maximum length (16).'] },
    );
    await refused(
      { phone_max_length: 8 },
      { phone_max_length: ['The phone maximum length must be at least the minimum length (9).'] },
    );
    await refused(
      { phone_min_length: 12, phone_max_length: 10 },
      { phone_min_length: ['The phone minimum length may not be greater than the maximum length (10).'] },
    );
    // Registration codes go by email here; by phone they need every shopper to give one.
    await refused(
      { register_otp_type: 'phone', phone_required: false },
      { phone_required: ['Registration codes by text message need the phone to be required.'] },
    );
    await refused(
      { social_auths: { google: { is_active: true } } },
      {
        'social_auths.google.client_id': ['Google sign-in cannot be on without a client id.'],
        'social_auths.google.client_secret': [
          'Google sign-in cannot be on without a client secret: enter one, or set GOOGLE_CLIENT_SECRET on the server.',
        ],
      },
    );
    await refused(
      { social_auths: { facebook: { is_active: true, client_id: '1234567890' } } },
      {
        'social_auths.facebook.client_secret': [
          'Facebook sign-in cannot be on without an app secret: enter one, or set FACEBOOK_APP_SECRET on the server.',
        ],
      },
    );
    // Apple's identity tokens are checked against its published keys: a client id is all it needs.
    await refused(
      { social_auths: { apple: { is_active: true } } },
      { 'social_auths.apple.client_id': ['Apple sign-in cannot be on without a client id.'] },
    );
    await refused(
      { recaptcha: { is_active: true } },
      {
        'recaptcha.site_key': ['reCAPTCHA cannot be on without a site key.'],
        'recaptcha.secret_key': [
          'reCAPTCHA cannot be on without a secret key: enter one, or set RECAPTCHA_SECRET_KEY on the server.',
        ],
      },
    );
    expect(await accounts()).toEqual(before);
    expect(await audits()).toHaveLength(logged);
  });
});

describe('saving the account settings', () => {
  it('shows each change in the storefront’s master data at its next request, cached answers and all', async () => {
    const original = await master();
    expect(original).toMatchObject({ forgot_otp_type: 'email', phone_max_length: 16, register_otp_verify: true });
    const res = await saved({
      forgot_otp_type: 'phone',
      phone_min_length: 10,
      phone_max_length: 12,
      social_auths: { apple: { client_id: 'com.souk.web', redirect_url: 'https://shop.example/auth/callback/apple' } },
    });
    expect(res.json().message).toBe('Account settings saved.');
    expect(res.json().data.accounts).toMatchObject({ forgot_otp_type: 'phone', phone_min_length: 10 });

    const next = await master();
    expect(next).toMatchObject({ forgot_otp_type: 'phone', phone_min_length: 10, phone_max_length: 12 });
    expect(next.social_auths.apple).toEqual({
      is_active: false,
      client_id: 'com.souk.web',
      redirect_url: 'https://shop.example/auth/callback/apple',
      authorize_url: null,
    });
    // The page the server draws carries the new master data too.
    expect((await suite.web.inject({ url: '/' })).body).toContain('"phone_max_length":12');

    await saved({ register_otp_verify: false, phone_required: false });
    expect(await master()).toMatchObject({ register_otp_verify: false, phone_required: false });
  });

  it('has the sign-up route apply the new phone rules at once', async () => {
    await saved({ phone_required: true, phone_min_length: 10, phone_max_length: 12 });
    const long = await register({ phone: '5550123456789' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ phone: ['The phone may not be greater than 12 digits.'] });
    const short = await register({ phone: '555012345' });
    expect(short.json().errors).toEqual({ phone: ['The phone must be at least 10 digits.'] });
    expect((await register({ phone: null })).json().errors).toEqual({ phone: ['The phone field is required.'] });
    expect((await register({ phone: '55501234567' })).statusCode).toBe(200);

    await saved({ phone_required: false });
    const without = await register({ phone: null });
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().data.user.phone).toBeNull();
  });

  it('sends sign-up codes by text message once staff choose it, as the storefront asks for them', async () => {
    await saved({ register_otp_verify: true, register_otp_type: 'phone', phone_required: true });
    expect(await master()).toMatchObject({ register_otp_verify: true, register_otp_type: 'phone' });
    // The storefront signs the new shopper up, then asks for a code to the phone the settings name.
    const { body, token } = await registerCustomer(suite.t, { phone: '55501239876' });
    expect((await sendOtp(suite.t, body.phone)).statusCode).toBe(200);
    const sms = await suite.t.db
      .selectFrom('outbox_messages')
      .select(['channel', 'subject'])
      .where('recipient', '=', body.phone)
      .execute();
    expect(sms).toEqual([{ channel: 'sms', subject: 'Your Souk verification code' }]);
    expect((await verifyOtp(suite.t, body.phone, await outboxCode(suite.t, body.phone))).statusCode).toBe(200);
    expect((await get(suite.t, '/api/profile', token)).json().data.user.phone_verified).toBe(true);

    // Reset codes by phone: the same way out.
    expect((await sendOtp(suite.t, body.phone, true)).statusCode).toBe(200);
    expect(
      (await verifyOtp(suite.t, body.phone, await outboxCode(suite.t, body.phone), true)).json().data.token,
    ).toEqual(expect.any(String));
  });

  it('logs each changed field before and after, and logs nothing when nothing changed', async () => {
    const current = await accounts();
    const logged = (await audits()).length;
    await saved({
      phone_max_length: current.phone_max_length + 1,
      forgot_otp_type: current.forgot_otp_type,
      social_auths: {
        google: { client_id: 'souk-web.apps.test' },
        apple: { client_id: current.social_auths.apple.client_id },
      },
    });
    const entries = await audits();
    expect(entries).toHaveLength(logged + 1);
    expect(entries.at(-1)).toEqual({
      action: 'accounts.update',
      actor_id: staff.id,
      before: { phone_max_length: current.phone_max_length, 'social_auths.google.client_id': null },
      after: { phone_max_length: current.phone_max_length + 1, 'social_auths.google.client_id': 'souk-web.apps.test' },
    });

    const again = await saved({ phone_max_length: current.phone_max_length + 1, social_auths: { google: {} } });
    expect(again.json().message).toBe('Nothing changed.');
    expect(await audits()).toHaveLength(logged + 1);
  });
});

describe('secrets', () => {
  const SECRETS = {
    google: 'console-google-secret-7f3a',
    facebook: 'console-facebook-secret-91c2',
    recaptcha: 'console-recaptcha-secret-0d44',
  };
  /** Every answer that could carry a setting: staff's, the storefront's, the audit log's. */
  const answers = async () => [
    (await get(suite.t, '/api/staff/accounts', staff.token)).body,
    (await suite.web.inject({ url: '/api/master' })).body,
    (await suite.web.inject({ url: '/' })).body,
    (await get(suite.t, '/api/recaptcha-settings')).body,
    (await get(suite.t, '/api/staff/audit-log?per_page=100', staff.token)).body,
    (await get(suite.t, '/api/staff/audit-log?per_page=100&subject_id=accounts', staff.token)).body,
  ];

  it('are saved write-only: answers say whether one is saved and which is in force, never the value', async () => {
    const res = await saved({
      social_auths: {
        google: { client_id: 'souk-web.apps.test', client_secret: SECRETS.google },
        facebook: { client_id: '1234567890', client_secret: ` ${SECRETS.facebook} ` },
      },
      recaptcha: { site_key: 'site-key-1', secret_key: SECRETS.recaptcha },
    });
    const put = res.body;
    const state = res.json().data.accounts;
    expect(state.social_auths.google).toEqual({
      is_active: false,
      client_id: 'souk-web.apps.test',
      has_secret: true,
      secret_source: 'console',
    });
    expect(state.social_auths.facebook).toMatchObject({ has_secret: true, secret_source: 'console' });
    expect(state.recaptcha).toEqual({
      is_active: false,
      site_key: 'site-key-1',
      has_secret: true,
      secret_source: 'console',
    });

    for (const body of [put, ...(await answers())]) {
      for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
    }
    // The log says a secret changed, not what it is.
    expect((await audits()).at(-1)).toMatchObject({
      before: {
        'social_auths.google.client_secret': null,
        'social_auths.facebook.client_secret': null,
        'recaptcha.secret_key': null,
      },
      after: {
        'social_auths.google.client_secret': '(a new secret)',
        'social_auths.facebook.client_secret': '(a new secret)',
        'recaptcha.secret_key': '(a new secret)',
      },
    });
    // Kept apart from `social_auths`, which the storefront receives whole.
    const rows = await suite.t.db.selectFrom('settings').select(['key', 'value']).execute();
    const holding = (secret: string) => rows.filter((row) => row.value.includes(secret)).map((row) => row.key);
    expect(holding(SECRETS.google)).toEqual(['social_auth_secrets']);
    expect(holding(SECRETS.facebook)).toEqual(['social_auth_secrets']);
    expect(holding(SECRETS.recaptcha)).toEqual(['recaptcha']);
  });

  it('keeps a secret when the field is left blank, replaces it with a new one and clears it with null', async () => {
    const blank = await save({ social_auths: { google: { client_secret: '' } }, recaptcha: { secret_key: '' } });
    expect(blank.json().message).toBe('Nothing changed.');
    expect((await accounts()).social_auths.google.has_secret).toBe(true);

    await saved({ social_auths: { google: { client_secret: 'another-google-secret' } } });
    expect((await audits()).at(-1)!.after).toEqual({ 'social_auths.google.client_secret': '(a new secret)' });
    expect((await audits()).at(-1)!.before).toEqual({ 'social_auths.google.client_secret': '(a secret)' });

    const cleared = await saved({ social_auths: { google: { client_secret: null } }, recaptcha: { secret_key: null } });
    const state = cleared.json().data.accounts;
    expect(state.social_auths.google).toMatchObject({ has_secret: false, secret_source: null });
    expect(state.recaptcha).toMatchObject({ has_secret: false, secret_source: null });
    expect((await audits()).at(-1)).toMatchObject({
      before: { 'social_auths.google.client_secret': '(a secret)', 'recaptcha.secret_key': '(a secret)' },
      after: { 'social_auths.google.client_secret': null, 'recaptcha.secret_key': null },
    });
    for (const body of await answers()) expect(body).not.toContain('another-google-secret');
  });
});
