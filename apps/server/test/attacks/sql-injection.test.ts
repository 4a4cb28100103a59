import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, login, post } from '../helpers/accounts.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payloads = [
  "' OR '1'='1",
  "' OR 1=1 --",
  `${DEMO_EMAIL}' --`,
  "admin'/*",
  "'; UPDATE users SET role='seller'; --",
  "x' UNION SELECT password_hash FROM users --",
];

async function usersSnapshot() {
  return t.db.selectFrom('users').select(['id', 'role', 'password_hash']).orderBy('id').execute();
}

async function productTotal(search: string): Promise<number> {
  const res = await t.app.inject(`/api/products?search=${encodeURIComponent(search)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.total as number;
}

describe('SQL injection', () => {
  it.each(payloads)('signs nobody in with %j as the login', async (payload) => {
    const before = await usersSnapshot();
    const res = await login(t, payload, 'whatever-it-takes', '10.77.0.1');
    expect(res.statusCode).toBe(422);
    expect(res.json()).not.toHaveProperty('data');
    expect(await usersSnapshot()).toEqual(before);
  });

  it.each(payloads)('signs nobody in with %j as the password', async (payload) => {
    const customer = await login(t, DEMO_EMAIL, payload, '10.77.0.2');
    expect(customer.statusCode).toBe(422);
    expect(customer.json()).not.toHaveProperty('data');
    const seller = await post(t, '/api/seller/login', { email: 'seller1@example.com', password: payload });
    expect(seller.statusCode).toBe(422);
    expect(seller.json()).not.toHaveProperty('data');
  });

  it.each(payloads)('searches for the words of %j and nothing more', async (payload) => {
    const before = await usersSnapshot();
    const words = payload.match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? '';
    expect(await productTotal(payload)).toBe(await productTotal(words));
    expect(await usersSnapshot()).toEqual(before);
  });
});
