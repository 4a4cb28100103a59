import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/modules/auth/common-passwords.ts';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { DEMO_EMAIL, get, login, post, registrationBody } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each sign-up from its own address, so the per-address sign-up limit stays out of the way. */
function register(body: object) {
  address += 1;
  return post(t, '/api/registration', body, { ip: `10.80.${Math.floor(address / 250)}.${address % 250}` });
}

async function errorsOf(body: object) {
  const res = await register(body);
  expect(res.statusCode).toBe(422);
  return res.json().errors as Record<string, string[]>;
}

describe('POST /api/registration', () => {
  it('creates a customer, keeps the phone digits only, and signs them in', async () => {
    const body = registrationBody({ email: ' New.Shopper@Example.com ', phone: '+1 (555) 777-0101', phone_code: '1' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.access.auth_type).toBe('Bearer');
    expect(data.user).toMatchObject({
      name: 'Nora Shopper',
      email: 'new.shopper@example.com',
      phone: '15557770101',
      phone_code: '+1',
      country: 'United States',
      email_verified: false,
      phone_verified: false,
      account_verified: false,
      is_active: true,
      // No photo yet: the picture of the name's initials.
      profile_photo: expect.stringMatching(/^\/api\/avatar\.svg\?initials=/),
    });
    expect((await get(t, '/api/profile', data.access.token)).json().data.user.id).toBe(data.user.id);
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('customer');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(t, '15557770101', String(body.password))).statusCode).toBe(200);
  });

  it('names every missing field, each with a list of messages', async () => {
    // The phone is required by the shop's settings (phone rules), checked in the same answer.
    expect(await errorsOf({})).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      country: ['The country field is required.'],
      phone: ['The phone field is required.'],
    });
    const errors = await errorsOf(
      registrationBody({ name: '  ', email: 'not-an-email', country: '', phone_code: 'abc', password: 'short' }),
    );
    expect(errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      country: ['The country field is required.'],
      phone_code: ['The phone code must be 1 to 4 digits, such as +1.'],
      password: ['The password must be at least 8 characters.'],
    });
    expect((await errorsOf(registrationBody({ name: 'x'.repeat(101) }))).name).toEqual([
      'The name may not be greater than 100 characters.',
    ]);
  });

  it('accepts 8 to 128 characters of any kind, and refuses longer ones untruncated', async () => {
    expect((await register(registrationBody({ password: 'ünïcødé!' }))).statusCode).toBe(200);
    expect((await register(registrationBody({ password: 'lowercaseonlyletters' }))).statusCode).toBe(200);
    expect((await register(registrationBody({ password: 'x'.repeat(63) + 'y'.repeat(65) }))).statusCode).toBe(200);
    expect((await errorsOf(registrationBody({ password: 'z'.repeat(129) }))).password).toEqual([
      'The password may not be greater than 128 characters.',
    ]);
  });

  it('refuses the common passwords of the shipped list, whatever their case', async () => {
    for (const password of ['password', 'PassWord1', '12345678', 'iloveyou', 'sunshine', 'qwertyuiop']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect((await errorsOf(registrationBody({ password }))).password).toEqual([
        'This password is too common. Please choose a less common one.',
      ]);
    }
    expect(isCommonPassword('a quiet walk by the river')).toBe(false);
  });

  it('keeps email and phone unique, reporting both at once', async () => {
    const errors = await errorsOf(registrationBody({ email: DEMO_EMAIL.toUpperCase(), phone: '555-010-0001' }));
    expect(errors).toEqual({
      email: ['The email has already been taken.'],
      phone: ['The phone has already been taken.'],
    });
  });

  it('answers every field at once: the schema problems, the taken email and the short phone together', async () => {
    const errors = await errorsOf(
      registrationBody({ name: '', password: 'short', phone: '12345678', email: DEMO_EMAIL.toUpperCase() }),
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'phone']);
    expect(errors.email).toEqual(['The email has already been taken.']);
    // Nothing is written for a refused sign-up.
    const users = await t.db.selectFrom('users').select('id').where('phone', '=', '12345678').execute();
    expect(users).toEqual([]);
  });

  it('follows the phone rules of the settings, not just the defaults', async () => {
    expect((await errorsOf(registrationBody({ phone: '12345678' }))).phone).toEqual([
      'The phone must be at least 9 digits.',
    ]);
    expect((await errorsOf(registrationBody({ phone: undefined }))).phone).toEqual(['The phone field is required.']);

    await writeSetting(t.db, 'phone_min_length', 6);
    await writeSetting(t.db, 'phone_max_length', 8);
    try {
      expect((await register(registrationBody({ phone: '123-456' }))).statusCode).toBe(200);
      expect((await errorsOf(registrationBody({ phone: '123456789' }))).phone).toEqual([
        'The phone may not be greater than 8 digits.',
      ]);
      expect((await errorsOf(registrationBody({ phone: '12345' }))).phone).toEqual([
        'The phone must be at least 6 digits.',
      ]);
      await writeSetting(t.db, 'phone_required', false);
      const noPhone = await register(registrationBody({ phone: '' }));
      expect(noPhone.statusCode).toBe(200);
      expect(noPhone.json().data.user.phone).toBeNull();
    } finally {
      await writeSetting(t.db, 'phone_min_length', 9);
      await writeSetting(t.db, 'phone_max_length', 16);
      await writeSetting(t.db, 'phone_required', true);
    }
  });

  it('ignores role, verification and id fields sent with the sign-up', async () => {
    const res = await register(
      registrationBody({ role: 'admin', id: 1, email_verified_at: '2020-01-01T00:00:00Z', is_active: 0 }),
    );
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user.id).not.toBe(1);
    expect(user).toMatchObject({ email_verified: false, is_active: true });
    const row = await t.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('customer');
  });
});
