import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/modules/auth/login-throttle.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { DEMO_PASSWORD, post } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
const STAFF_EMAIL = 'staff-attack@example.com';

beforeAll(async () => {
  // Five an hour, like the other public forms' five per ten minutes, so each case is short.
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '5' } });
  const now = new Date().toISOString();
  await t.db
    .insertInto('users')
    .values({
      role: 'admin',
      name: 'Platform Staff',
      email: STAFF_EMAIL,
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(() => t.close());

function expectRetryAfter(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/try again in \d+ seconds/);
}

describe('many requests from one address', () => {
  it.each(['/api/registration', '/api/seller-applications', '/api/seller/staff-login'])(
    'answers the sixth %s within the window with 429 and Retry-After',
    async (url) => {
      const ip = `198.51.100.${url.length}`;
      for (let i = 0; i < 5; i += 1) expect((await post(t, url, {}, { ip })).statusCode).toBe(422);
      expectRetryAfter(await post(t, url, {}, { ip }));
      // Another address is not held back.
      expect((await post(t, url, {}, { ip: '198.51.100.250' })).statusCode).toBe(422);
    },
  );
});

describe('password guessing on the seller API', () => {
  it.each([
    ['/api/seller/login', 'seller2@example.com'],
    ['/api/seller/staff-login', STAFF_EMAIL],
  ])('slows %s down for the account after 100 failures, even for the right password', async (url, email) => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      // Each guess from its own address, past the per-address form limits.
      const res = await post(t, url, { email, password: `guess-${i}` }, { ip: `10.${url.length}.0.${i}` });
      expect(res.statusCode).toBe(422);
    }
    expectRetryAfter(await post(t, url, { email, password: DEMO_PASSWORD }, { ip: '10.89.0.1' }));
    const other = await post(t, '/api/seller/login', { email: 'seller3@example.com', password: DEMO_PASSWORD });
    expect(other.statusCode).toBe(200);
  });
});
