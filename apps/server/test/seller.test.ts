import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(email: string, password = 'Souk-demo-2026') {
  return t.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email, password } });
}

describe('seller API', () => {
  it("logs a shop owner in with a bearer token and answers with that owner's shop only", async () => {
    const res = await login('seller2@example.com');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.access.auth_type).toBe('Bearer');
    expect(data.access.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await t.app.inject({
      url: '/api/seller/profile',
      headers: { authorization: `Bearer ${data.access.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.shop.id).toBe(data.shop.id);
    const other = (await login('seller3@example.com')).json().data;
    expect(other.shop.id).not.toBe(data.shop.id);
  });

  it('stores only a hash of the token', async () => {
    const { data } = (await login('seller1@example.com')).json();
    const rows = await t.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === data.access.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await login('seller1@example.com', 'not-the-password');
    const unknown = await login('nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a customer account and a customer token', async () => {
    expect((await login('customer@example.com')).statusCode).toBe(422);
    const profile = await t.app.inject({
      url: '/api/seller/profile',
      headers: { authorization: 'Bearer ' + 'x'.repeat(43) },
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a malformed email with a field error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/valid email/);
  });
});
