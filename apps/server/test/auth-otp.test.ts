import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { get, outboxCode, post, registerCustomer } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';
import { freshIp, sendOtp as sendOtpAs, verifyOtp as verifyOtpAs } from './helpers/otp.ts';
import { TestClock } from './helpers/test-clock.ts';

let t: TestContext;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const sendOtp = (phone: string, forgot = false, ip = freshIp()) => sendOtpAs(t, phone, forgot, ip);
const verifyOtp = (phone: string, otp: string, forgot = false) => verifyOtpAs(t, phone, otp, forgot);
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('one-time codes', () => {
  it('sends a 4-digit code to the account and keeps only its hash', async () => {
    const { body } = await registerCustomer(t);
    const res = await sendOtp(body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'OTP sent successfully. Please check your inbox.',
      data: { email_or_phone: body.email },
    });
    const code = await outboxCode(t, body.email);
    expect(code).toMatch(/^\d{4}$/);

    const rows = await t.db.selectFrom('one_time_codes').selectAll().where('identifier', '=', body.email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const value of Object.values(rows[0] ?? {})) expect(String(value)).not.toBe(code);
    const dump = await sql<{ n: number }>`select count(*) as n from one_time_codes where code_hash = ${code}`.execute(
      t.db,
    );
    expect(Number(dump.rows[0]?.n)).toBe(0);
  });

  it('verifies sign-up by email: single use, and the account becomes verified', async () => {
    const { body, token } = await registerCustomer(t);
    await sendOtp(body.email);
    const code = await outboxCode(t, body.email);
    const ok = await verifyOtp(body.email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'OTP verified successfully.' });
    const user = (await get(t, '/api/profile', token)).json().data.user;
    expect(user).toMatchObject({ email_verified: true, phone_verified: false, account_verified: true });

    const again = await verifyOtp(body.email, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ otp: ['The OTP is invalid or has expired.'] });
  });

  it('takes the code as a number too', async () => {
    const { body } = await registerCustomer(t);
    await sendOtp(body.email);
    const code = await outboxCode(t, body.email);
    const res = await post(t, '/api/verify-otp', { phone: body.email, otp: Number(code) });
    expect(res.statusCode).toBe(200);
  });

  it('verifies by phone through the SMS outbox', async () => {
    await writeSetting(t.db, 'register_otp_type', 'phone');
    try {
      const { body, token } = await registerCustomer(t);
      await sendOtp(body.phone);
      const [message] = (await get(t, `/api/dev/outbox?to=${body.phone}`)).json().data.messages;
      expect(message).toMatchObject({ to: body.phone, channel: 'sms' });
      expect((await verifyOtp(body.phone, await outboxCode(t, body.phone))).statusCode).toBe(200);
      expect((await get(t, '/api/profile', token)).json().data.user).toMatchObject({ phone_verified: true });
    } finally {
      await writeSetting(t.db, 'register_otp_type', 'email');
    }
  });

  it('expires after 10 minutes', async () => {
    const { body } = await registerCustomer(t);
    await sendOtp(body.email);
    const code = await outboxCode(t, body.email);
    clock.advance(10 * 60 + 1);
    expect((await verifyOtp(body.email, code)).statusCode).toBe(422);

    clock.advance(60);
    await sendOtp(body.email);
    const fresh = await outboxCode(t, body.email);
    clock.advance(9 * 60);
    expect((await verifyOtp(body.email, fresh)).statusCode).toBe(200);
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const { body } = await registerCustomer(t);
    await sendOtp(body.email);
    const code = await outboxCode(t, body.email);
    for (let i = 0; i < 4; i += 1) {
      const res = await verifyOtp(body.email, wrongCode(code));
      expect(res.json().errors.otp).toEqual(['The OTP is invalid or has expired.']);
    }
    const fifth = await verifyOtp(body.email, wrongCode(code));
    expect(fifth.json().errors.otp).toEqual(['Too many wrong codes. Please ask for a new OTP.']);
    expect((await verifyOtp(body.email, code)).statusCode).toBe(422);
  });

  it('waits 60 seconds between codes for one identifier, with Retry-After', async () => {
    const { body } = await registerCustomer(t);
    expect((await sendOtp(body.email)).statusCode).toBe(200);
    const first = await outboxCode(t, body.email);
    clock.advance(20);
    const early = await sendOtp(body.email);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().message).toBe('Please wait 40 seconds before asking for a new code.');
    clock.advance(40);
    expect((await sendOtp(body.email)).statusCode).toBe(200);
    const second = await outboxCode(t, body.email);
    // Only the newest code of an identifier and purpose works.
    if (second !== first) expect((await verifyOtp(body.email, first)).statusCode).toBe(422);
    expect((await verifyOtp(body.email, second)).statusCode).toBe(200);
  });

  it('caps codes per identifier per hour', async () => {
    const { body } = await registerCustomer(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(body.email)).statusCode).toBe(200);
      clock.advance(61);
    }
    const capped = await sendOtp(body.email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many codes asked for. Please try again in \d+ seconds\.$/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(3600);
    expect((await sendOtp(body.email)).statusCode).toBe(200);
  });

  it('caps codes per client address per hour', async () => {
    const ip = '10.91.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await sendOtp(`someone${i}@example.com`, true, ip)).statusCode).toBe(200);
    }
    const capped = await sendOtp('someone-else@example.com', true, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many codes asked for/);
    expect((await sendOtp('another-one@example.com', true, '10.91.0.2')).statusCode).toBe(200);
    clock.advance(3600);
  });

  it('binds a code to its identifier and its purpose', async () => {
    const a = await registerCustomer(t);
    const b = await registerCustomer(t);
    await sendOtp(a.body.email);
    const code = await outboxCode(t, a.body.email);
    // Another identifier cannot use it.
    await sendOtp(b.body.email);
    if ((await outboxCode(t, b.body.email)) !== code) {
      expect((await verifyOtp(b.body.email, code)).statusCode).toBe(422);
    }
    // A sign-up code is no reset code: it buys no reset token.
    const asReset = await verifyOtp(a.body.email, code, true);
    expect(asReset.statusCode).toBe(422);
    const asSignUp = await verifyOtp(a.body.email, code);
    expect(asSignUp.statusCode).toBe(200);
    expect(asSignUp.json().data).toBeUndefined();
  });

  it('answers an unknown identifier exactly like a known one, and sends nothing', async () => {
    const { body } = await registerCustomer(t);
    const known = await sendOtp(body.email, true);
    const unknown = await sendOtp('nobody-here@example.com', true);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().message).toBe(known.json().message);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    const outbox = await get(t, '/api/dev/outbox?to=nobody-here@example.com');
    expect(outbox.json().data.messages).toEqual([]);
    // The throttle treats both alike too.
    expect((await sendOtp('nobody-here@example.com', true)).statusCode).toBe(429);
    expect((await sendOtp(body.email, true)).statusCode).toBe(429);
  });

  it('takes about as long for an unknown identifier as for a known one', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const timed = async (phone: string) => {
      const started = performance.now();
      expect((await sendOtp(phone, true)).statusCode).toBe(200);
      return performance.now() - started;
    };
    // Paired, each pair back to back and in alternating order, so a busy machine slows both
    // sides of a pair alike rather than one run of samples more than the other.
    const gaps: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { body } = await registerCustomer(t);
      const unknownFirst = i % 2 === 1;
      const first = await timed(unknownFirst ? `unknown-${i}@example.com` : body.email);
      const second = await timed(unknownFirst ? body.email : `unknown-${i}@example.com`);
      gaps.push(unknownFirst ? second - first : first - second);
      times.push(first, second);
    }
    // The same work but one outbox row; delivery itself runs in the background (see mail-delivery).
    // On a machine busy with other work every request slows, and so does the noise between two:
    // the gap may be 25 ms or a fifth of a request, whichever is more.
    expect(Math.abs(median(gaps))).toBeLessThan(Math.max(25, median(times) / 5));
  });

  it('names a malformed identifier or code', async () => {
    expect((await post(t, '/api/send-otp', { phone: '' })).json().errors).toEqual({
      phone: ['The phone or email field is required.'],
    });
    expect((await sendOtp('12')).json().errors).toEqual({
      phone: ['The phone must be a valid email address or phone number.'],
    });
    expect((await post(t, '/api/verify-otp', { phone: 'a@b.co', otp: '12a4' })).json().errors).toEqual({
      otp: ['The otp must be 4 digits.'],
    });
    expect((await post(t, '/api/verify-otp', { phone: 'a@b.co' })).json().errors).toEqual({
      otp: ['The otp field is required.'],
    });
  });
});
