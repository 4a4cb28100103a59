import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app.ts';

export const DEMO_EMAIL = 'customer@example.com';
export const DEMO_PASSWORD = 'Souk-demo-2026';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let serial = 0;
/** A unique email and phone for a new account in this test file. */
export function uniqueContact() {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    email: `shopper${n}-${process.pid}@example.com`,
    phone: `55501${n}${String(process.pid % 1000).padStart(3, '0')}`,
  };
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nora Shopper',
    ...uniqueContact(),
    password: 'a quiet walk by the river',
    country: 'United States',
    phone_code: '+1',
    ...overrides,
  };
}

export function post(t: TestContext, url: string, payload: object, options: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(options.token ? { headers: bearer(options.token) } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function get(t: TestContext, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
}

/** Registers a new customer; returns the token, user and the password used. */
export async function registerCustomer(t: TestContext, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const res = await post(t, '/api/registration', body, { ip: `10.9.${serial % 250}.${(serial * 7) % 250}` });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const { data } = res.json();
  return { token: data.access.token as string, user: data.user, password: body.password as string, body };
}

export async function login(t: TestContext, phone: string, password: string, ip?: string) {
  return post(t, '/api/login', { phone, password }, ip ? { ip } : {});
}

/** The newest one-time code in the local outbox for `to`. */
export async function outboxCode(t: TestContext, to: string): Promise<string> {
  const res: LightMyRequestResponse = await get(t, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = res.json().data.messages[0]?.body as string | undefined;
  const code = body?.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}
