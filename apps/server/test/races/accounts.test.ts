import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, login, outboxCode, post, registerCustomer, registrationBody } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Account writes released together: an email or phone belongs to one account, a reset token
// is used once, a signed-out token stays signed out.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usersWith = (email: string) => t.db.selectFrom('users').select('id').where('email', '=', email).execute();

describe('one email claimed by several requests at once', () => {
  it('registered ten times: one account, nine told the email is taken', async () => {
    const body = registrationBody();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(t, '/api/registration', body, { ip: `10.60.0.${i + 1}` })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.email).toEqual(['The email has already been taken.']);
    }
    expect(await usersWith(body.email)).toHaveLength(1);
  });

  it('taken by two accounts changing their profile to it at once: one of them has it', async () => {
    const email = 'wanted.twice@example.com';
    const [first, second] = await Promise.all([registerCustomer(t), registerCustomer(t)]);
    const change = (token: string) => {
      const form = new FormData();
      form.append('email', email);
      return t.app.inject({ method: 'POST', url: '/api/update-profile', headers: bearer(token), payload: form });
    };
    const answers = await Promise.all([change(first.token), change(second.token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(await usersWith(email)).toHaveLength(1);
  });
});

describe('a password reset token used many times at once', () => {
  it('sets one new password and ends the sessions once', async () => {
    const { body, token: session } = await registerCustomer(t);
    await post(t, '/api/send-otp', { phone: body.email, phone_code: '+1', forgot_password: 1 }, { ip: '10.61.0.1' });
    const code = await outboxCode(t, body.email);
    const verified = await post(t, '/api/verify-otp', { phone: body.email, otp: code, forgot_password: 1 });
    const resetToken = verified.json().data.token as string;

    const passwords = Array.from({ length: 8 }, (_, i) => `a brand new password number ${i}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        post(t, '/api/reset-password', { token: resetToken, password, password_confirmation: password }),
      ),
    );
    const winner = answers.findIndex((res) => res.statusCode === 200);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(passwords.length - 1);
    expect((await get(t, '/api/profile', session)).statusCode).toBe(401);
    // The winner's password is the one stored; another from the same burst is not.
    expect((await login(t, body.email, passwords[winner] ?? '', '10.61.0.2')).statusCode).toBe(200);
    const loser = passwords[(winner + 1) % passwords.length] ?? '';
    expect((await login(t, body.email, loser, '10.61.0.3')).statusCode).toBe(422);
  });
});

describe('signing out five times at once', () => {
  it('leaves the signed-out token unusable', async () => {
    const { token } = await registerCustomer(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(t, '/api/logout', token)));
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    for (const res of answers) expect([200, 401]).toContain(res.statusCode);
    expect((await get(t, '/api/profile', token)).statusCode).toBe(401);
  });
});
