import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// The storefront's public forms: the contact form and Become a Seller (writes, with their own limits).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });

describe('public forms', () => {
  it('stores a contact message and names each missing field', async () => {
    const missing = await post('/support', { name: 'Ana', phone: '', subject: '', message: 'Hi' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['phone', 'subject']);
    const ok = await post('/support', {
      name: 'Ana',
      phone: '+1 (555) 010-4444',
      subject: 'Order',
      message: 'Where is it?',
    });
    expect(ok.statusCode).toBe(200);
    const stored = await t.db.selectFrom('support_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ana', phone: '15550104444', subject: 'Order' });
  });

  it('answers 429 with Retry-After after five contact messages from one address', async () => {
    const body = { name: 'Bo', phone: '5550100000', subject: 'Hi', message: 'Hello' };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('/support', body, '192.0.2.99')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post('/support', body, '192.0.2.99');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect((await post('/support', body, '192.0.2.100')).statusCode).toBe(200);
  });

  it('stores a seller application as pending, once per email', async () => {
    const application = {
      shop_name: 'Nile Crafts',
      name: 'Omar',
      email: 'omar@example.com',
      phone: '5550109999',
      address: '1 River Rd',
    };
    const ok = await post('/seller-applications', application, '192.0.2.20');
    expect(ok.statusCode).toBe(200);
    const again = await post('/seller-applications', { ...application, email: 'OMAR@example.com' }, '192.0.2.21');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/already/);
    const bad = await post('/seller-applications', { ...application, email: 'nope', shop_name: ' ' }, '192.0.2.22');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'shop_name']);
    const rows = await t.db.selectFrom('seller_applications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', email: 'omar@example.com' });
  });
});
