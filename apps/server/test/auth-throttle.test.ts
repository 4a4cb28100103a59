import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '../src/modules/auth/login-throttle.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, login, outboxCode, post, registerCustomer } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** `count` failed logins for `phone`, each from its own address unless `ip` is given. */
async function fail(phone: string, count: number, ip?: (i: number) => string) {
  for (let i = 0; i < count; i += 1) {
    const res = await login(t, phone, `wrong-password-${i}`, ip ? ip(i) : `10.50.${Math.floor(i / 250)}.${i % 250}`);
    expect(res.statusCode).toBe(422);
  }
}

describe('failed-login throttling', () => {
  it('allows 100 failures per account per hour, then slows the account down until the window ends', async () => {
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(100);
    const { body, password } = await registerCustomer(t);
    await fail(body.email, MAX_FAILURES_PER_ACCOUNT);

    // Even the right password waits now, from any address: a 429 with Retry-After.
    const blocked = await login(t, body.email, password, '10.60.0.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(blocked.json().message).toBe(`Too many failed login attempts. Please try again in ${retryAfter} seconds.`);
    // By phone it is the same account.
    expect((await login(t, body.phone, password, '10.60.0.2')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(t, DEMO_EMAIL, DEMO_PASSWORD, '10.60.0.3')).statusCode).toBe(200);

    // The owner is never locked out for longer than the window.
    clock.advance(retryAfter);
    expect((await login(t, body.email, password, '10.60.0.4')).statusCode).toBe(200);
  });

  it('answers an unknown account the same way, so the throttle does not tell who has an account', async () => {
    await fail('ghost@example.com', MAX_FAILURES_PER_ACCOUNT);
    const res = await login(t, 'ghost@example.com', 'anything-else', '10.61.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many failed login attempts/);
    clock.advance(3600);
  });

  it('clears the account at once when its password is reset', async () => {
    const { body } = await registerCustomer(t);
    await fail(body.email, MAX_FAILURES_PER_ACCOUNT);
    expect((await login(t, body.email, 'still-wrong', '10.62.0.1')).statusCode).toBe(429);

    expect((await post(t, '/api/send-otp', { phone: body.email, forgot_password: 1 })).statusCode).toBe(200);
    const verified = await post(t, '/api/verify-otp', {
      phone: body.email,
      otp: await outboxCode(t, body.email),
      forgot_password: 1,
    });
    const newPassword = 'a brand new garden gate';
    const reset = await post(t, '/api/reset-password', {
      password: newPassword,
      password_confirmation: newPassword,
      token: verified.json().data.token,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, body.email, newPassword, '10.62.0.2')).statusCode).toBe(200);
  });

  it('slows down one client address trying many accounts, without blocking the accounts elsewhere', async () => {
    expect(MAX_FAILURES_PER_ADDRESS).toBe(100);
    clock.advance(3600);
    const attacker = '10.70.0.1';
    await fail('victim@example.com', 50, () => attacker);
    await fail('other-victim@example.com', 50, () => attacker);

    const blocked = await login(t, DEMO_EMAIL, DEMO_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner of the demo account, from their own address, signs in.
    expect((await login(t, DEMO_EMAIL, DEMO_PASSWORD, '10.70.0.2')).statusCode).toBe(200);

    clock.advance(3600);
    expect((await login(t, DEMO_EMAIL, DEMO_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when a local proxy sends it', async () => {
    clock.advance(3600);
    const spoofed = (peer: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { phone: `spoof-${peer}@example.com`, password: 'wrong-password' },
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
      });
    // An internet client that invents a new address each time is still counted as itself.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect((await spoofed('198.51.100.7', i)).statusCode).toBe(422);
    }
    expect((await spoofed('198.51.100.7', 999)).statusCode).toBe(429);
    // Behind a local proxy the forwarded address is the client's.
    expect((await spoofed('127.0.0.1', 1)).statusCode).toBe(422);
  });
});
