import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/modules/auth/login-throttle.ts';
import { OTP_MAX_WRONG_TRIES } from '../../src/modules/auth/otp-rules.ts';
import { usePasswordCost } from '../../src/modules/auth/password.ts';
import { login, outboxCode, post, registerCustomer } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Guesses and passwords released together: on PostgreSQL each request has a connection of its
// own, so a limit read before the slow work and written after it lets every one of them through.
// At the production cost, so each check is as slow as the server's: the window a read-then-write
// race needs stays as wide as in production.
let t: TestContext;
beforeAll(async () => {
  usePasswordCost('production');
  t = await createTestApp();
});
afterAll(async () => {
  usePasswordCost('test');
  await t.close();
});

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('one-time code guesses released together', () => {
  it('compare at most five of 200 guesses, and the code is dead afterwards', async () => {
    const { body } = await registerCustomer(t);
    await post(t, '/api/send-otp', { phone: body.email, phone_code: '+1', forgot_password: 1 }, { ip: '10.77.0.1' });
    const code = await outboxCode(t, body.email);
    const guess = (otp: string) => post(t, '/api/verify-otp', { phone: body.email, otp, forgot_password: 1 });

    const answers = await Promise.all(Array.from({ length: 200 }, () => guess(wrongCode(code))));
    expect(answers.every((res) => res.statusCode === 422)).toBe(true);
    const row = await t.db
      .selectFrom('one_time_codes')
      .select('attempts')
      .where('identifier', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(OTP_MAX_WRONG_TRIES);
    // Exactly one guess was the fifth wrong one; the others found no code with tries left.
    const lastTry = answers.filter((res) => res.json().message === 'Too many wrong codes. Please ask for a new OTP.');
    expect(lastTry).toHaveLength(1);

    const right = await guess(code);
    expect(right.statusCode).toBe(422);
    expect(await t.db.selectFrom('password_reset_tokens').select('id').execute()).toHaveLength(0);
  });

  it('accept the right code once when it is sent many times at once', async () => {
    const { body } = await registerCustomer(t);
    await post(t, '/api/send-otp', { phone: body.email, phone_code: '+1', forgot_password: 1 }, { ip: '10.77.0.2' });
    const code = await outboxCode(t, body.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t, '/api/verify-otp', { phone: body.email, otp: code, forgot_password: 1 }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
  });
});

describe('wrong passwords released together', () => {
  // A hundred argon2 checks: on two busy cores this can take over the default minute.
  it(
    'verify at most the hourly limit of them; the rest are refused with 429 before any check',
    { timeout: 240_000 },
    async () => {
      const { body } = await registerCustomer(t);
      const tries = MAX_FAILURES_PER_ACCOUNT * 2;
      // Each from its own address, so only the account's limit applies.
      const answers = await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          login(t, body.email, 'not the password at all', `10.78.${Math.floor(i / 250)}.${i % 250}`),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 422)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(tries - MAX_FAILURES_PER_ACCOUNT);
      // The account is held for the rest of the hour, even with the right password.
      expect((await login(t, body.email, body.password, '10.79.0.1')).statusCode).toBe(429);
    },
  );

  it(
    'leave a right password out of the count: sign-ins racing failures do not use up the limit',
    { timeout: 240_000 },
    async () => {
      const { body } = await registerCustomer(t);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(t, body.email, body.password, `10.80.0.${i + 1}`)),
      );
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      const wrong = await Promise.all(
        Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, (_, i) =>
          login(t, body.email, 'not the password at all', `10.81.${Math.floor(i / 250)}.${i % 250}`),
        ),
      );
      expect(wrong.every((res) => res.statusCode === 422)).toBe(true);
    },
  );
});
