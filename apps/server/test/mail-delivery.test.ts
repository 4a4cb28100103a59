import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { get, post, registerCustomer } from './helpers/accounts.ts';
import { startLocalServer } from './helpers/local-server.ts';
import { startSmtpServer } from './helpers/smtp.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const DELAY_MS = 1500;
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startLocalServer>>;
type Text = { headers: Record<string, unknown>; body: { to: string; message: string } };
let nextText: (text: Text) => void = () => undefined;

beforeAll(async () => {
  smtp = await startSmtpServer(DELAY_MS);
  gateway = await startLocalServer((app) => {
    app.post('/sms', async (request) => {
      nextText({ headers: request.headers, body: request.body as Text['body'] });
      return { ok: true };
    });
  });
  t = await createTestApp({
    env: {
      APP_ENV: 'production',
      APP_URL: 'https://shop.example',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Souk Test <codes@souk.test>',
      SMS_GATEWAY_URL: `${gateway.url}/sms`,
      SMS_GATEWAY_TOKEN: 'gateway-token',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await gateway.close();
});

describe('mail and SMS delivery', () => {
  it('mails the code over SMTP, in the background, and keeps no outbox copy in production', async () => {
    const { body } = await registerCustomer(t);
    const arrival = smtp.next();
    const started = Date.now();
    const res = await post(t, '/api/send-otp', { phone: body.email, forgot_password: 1 });
    expect(res.statusCode).toBe(200);
    // A slow mail server does not hold the answer (nor tell by its timing that the account exists).
    expect(Date.now() - started).toBeLessThan(DELAY_MS);

    const mail = await arrival;
    expect(mail.to).toEqual([body.email]);
    expect(mail.raw).toMatch(/^From: Souk Test <codes@souk\.test>/m);
    expect(mail.raw).toMatch(/^Subject: Your Souk password reset code/m);
    const code = /code is (\d{4})\b/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const verified = await post(t, '/api/verify-otp', { phone: body.email, otp: String(code), forgot_password: 1 });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    expect(await t.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([]);
    expect((await get(t, `/api/dev/outbox?to=${body.email}`)).statusCode).toBe(404);
  });

  it('texts the code through the SMS gateway with the calling code first', async () => {
    await writeSetting(t.db, 'register_otp_type', 'phone');
    try {
      const { body } = await registerCustomer(t);
      const arrival = new Promise<Text>((resolve) => (nextText = resolve));
      const res = await post(t, '/api/send-otp', { phone: body.phone, phone_code: '+1' });
      expect(res.statusCode).toBe(200);
      const text = await arrival;
      expect(text?.body.to).toBe(`+1${body.phone}`);
      expect(text?.body.message).toMatch(/verification code is \d{4}\./);
      expect(text?.headers.authorization).toBe('Bearer gateway-token');
    } finally {
      await writeSetting(t.db, 'register_otp_type', 'email');
    }
  });
});

describe('a mail server that cannot be reached', () => {
  it('still answers the shopper; the failure is only logged', async () => {
    const down = await createTestApp({
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:1', APP_ENV: 'production', APP_URL: 'https://shop.example' },
    });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/send-otp',
        payload: { phone: 'someone@example.com', forgot_password: 1 },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
