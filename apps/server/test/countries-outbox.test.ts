import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerCustomer } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/countries', () => {
  it('lists every country with its calling code, by name', async () => {
    const res = await get(t, '/api/countries');
    expect(res.statusCode).toBe(200);
    const { countries } = res.json().data as {
      countries: Array<{ id: number; name: string; phone_code: string; code: string }>;
    };
    expect(countries.length).toBeGreaterThanOrEqual(240);
    for (const country of countries) {
      expect(country.phone_code).toMatch(/^\+\d{1,4}$/);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.id).toEqual(expect.any(Number));
    }
    expect(countries).toContainEqual(expect.objectContaining({ name: 'United States', phone_code: '+1', code: 'US' }));
    expect(countries).toContainEqual(expect.objectContaining({ name: 'Egypt', phone_code: '+20', code: 'EG' }));
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('GET /api/dev/outbox (local mode)', () => {
  it("shows one recipient's messages newest first", async () => {
    const { body } = await registerCustomer(t);
    await post(t, '/api/send-otp', { phone: body.email }, { ip: '10.33.0.1' });
    await post(t, '/api/send-otp', { phone: body.email, forgot_password: 1 }, { ip: '10.33.0.2' });
    const res = await get(t, `/api/dev/outbox?to=${encodeURIComponent(body.email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const { messages } = res.json().data;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      to: body.email,
      channel: 'email',
      subject: 'Your Souk password reset code',
      body: expect.stringMatching(/^Your Souk password reset code is \d{4}\. It expires in 10 minutes\./),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(messages[1].subject).toBe('Your Souk verification code');
    expect((await get(t, '/api/dev/outbox?to=nobody@example.com')).json().data.messages).toEqual([]);
  });

  it('does not exist in production mode', async () => {
    const production = await createTestApp({
      seed: false,
      env: { APP_ENV: 'production', APP_URL: 'https://shop.example' },
    });
    try {
      const res = await production.app.inject('/api/dev/outbox?to=a@b.co');
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
