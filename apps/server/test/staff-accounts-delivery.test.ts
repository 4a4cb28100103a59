import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, registerCustomer } from './helpers/accounts.ts';
import { startLocalServer } from './helpers/local-server.ts';
import { sendOtp } from './helpers/otp.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// In production a code goes only where the server has a way out: a mail server (SMTP_URL) or
// an SMS gateway (SMS_GATEWAY_URL). Without one it would reach no shopper, so staff cannot
// choose that channel.
const PRODUCTION = { APP_ENV: 'production', APP_URL: 'https://shop.example' };

const saveOn = (t: TestContext, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/staff/accounts', payload, headers: bearer(token) });

describe('a production server with no SMS gateway and no mail server', () => {
  let t: TestContext;
  let staff: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
    staff = await staffToken(t);
  });
  afterAll(() => t.close());

  it('says neither channel can carry codes, and refuses codes by phone', async () => {
    const page = (await get(t, '/api/staff/accounts', staff.token)).json().data;
    expect(page.code_delivery).toEqual({ email: 'unavailable', phone: 'unavailable' });

    const phoneMessage =
      'Codes by text message need an SMS gateway: set SMS_GATEWAY_URL on the server, or choose email.';
    const reset = await saveOn(t, staff.token, { forgot_otp_type: 'phone' });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ forgot_otp_type: [phoneMessage] });
    const registration = await saveOn(t, staff.token, { register_otp_type: 'phone' });
    expect(registration.json().errors).toEqual({ register_otp_type: [phoneMessage] });
  });

  it('still saves other fields while the stored email codes cannot be sent either', async () => {
    // The demo sends sign-up and reset codes by email: not this save's doing, so not its refusal.
    const res = await saveOn(t, staff.token, { phone_max_length: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.accounts.phone_max_length).toBe(15);
    const off = await saveOn(t, staff.token, { register_otp_verify: false });
    expect(off.statusCode, off.body).toBe(200);
    // Turning them on again is this save's doing.
    const on = await saveOn(t, staff.token, { register_otp_verify: true });
    expect(on.json().errors).toEqual({
      register_otp_type: ['Codes by email need a mail server: set SMTP_URL on the server, or choose phone.'],
    });
  });
});

describe('a production server with an SMS gateway', () => {
  let t: TestContext;
  let staff: { token: string };
  let gateway: Awaited<ReturnType<typeof startLocalServer>>;
  const texts: Array<{ to: string; message: string }> = [];
  beforeAll(async () => {
    gateway = await startLocalServer((app) => {
      app.post('/sms', async (request) => {
        texts.push(request.body as { to: string; message: string });
        return { ok: true };
      });
    });
    t = await createTestApp({ env: { ...PRODUCTION, SMS_GATEWAY_URL: `${gateway.url}/sms` } });
    staff = await staffToken(t);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('lets staff send reset codes by phone, and the gateway carries them', async () => {
    const page = (await get(t, '/api/staff/accounts', staff.token)).json().data;
    expect(page.code_delivery).toEqual({ email: 'unavailable', phone: 'sent' });
    const res = await saveOn(t, staff.token, { forgot_otp_type: 'phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(t, '/api/master')).json().data.forgot_otp_type).toBe('phone');

    const { body } = await registerCustomer(t);
    expect((await sendOtp(t, body.phone, true)).statusCode).toBe(200);
    await expect.poll(() => texts.at(-1)?.to).toBe(`+1${body.phone}`);
    expect(texts.at(-1)!.message).toMatch(/password reset code is \d{4}/);
  });
});
