import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, outboxCode, post, registerCustomer } from './helpers/accounts.ts';
import { sendOtp, verifyOtp } from './helpers/otp.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('forgot password', () => {
  async function resetToken(email: string) {
    await sendOtp(t, email, true);
    const res = await verifyOtp(t, email, await outboxCode(t, email), true);
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }

  it('resets the password with a single-use token and ends every session', async () => {
    const { body, token: session } = await registerCustomer(t);
    const token = await resetToken(body.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    const mismatch = await post(t, '/api/reset-password', {
      password: 'the new long password',
      password_confirmation: 'something else',
      token,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      message: 'Confirm Password does not match.',
      errors: { password_confirmation: ['Confirm Password does not match.'] },
    });
    const common = await post(t, '/api/reset-password', {
      password: 'password123',
      password_confirmation: 'password123',
      token,
    });
    expect(common.json().errors.password).toEqual(['This password is too common. Please choose a less common one.']);

    const ok = await post(t, '/api/reset-password', {
      password: 'the new long password',
      password_confirmation: 'the new long password',
      token,
    });
    expect(ok.statusCode).toBe(200);
    expect((await get(t, '/api/profile', session)).statusCode).toBe(401);
    expect((await login(t, body.email, body.password)).statusCode).toBe(422);
    expect((await login(t, body.email, 'the new long password')).statusCode).toBe(200);

    const reuse = await post(t, '/api/reset-password', {
      password: 'yet another long password',
      password_confirmation: 'yet another long password',
      token,
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.token[0]).toMatch(/invalid or has expired/);
  });

  it('lets a reset token expire after 15 minutes', async () => {
    const { body } = await registerCustomer(t);
    const token = await resetToken(body.email);
    clock.advance(15 * 60 + 1);
    const res = await post(t, '/api/reset-password', {
      password: 'the new long password',
      password_confirmation: 'the new long password',
      token,
    });
    expect(res.statusCode).toBe(422);
  });

  it('names missing reset fields', async () => {
    const res = await post(t, '/api/reset-password', {});
    expect(res.json().errors).toEqual({
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
      token: ['The token field is required.'],
    });
  });
});
