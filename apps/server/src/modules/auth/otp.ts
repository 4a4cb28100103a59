import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type Identifier, OTP_LENGTH, parseIdentifier, type SendOtpBody, type VerifyOtpBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import type { Counters } from '../../lib/counters.ts';
import { readSettings } from '../settings/queries.ts';
import { findCustomerByIdentifier, updateUser } from '../user/queries.ts';
import { claimTry, consumeCode, replaceCode } from './otp-queries.ts';
import {
  OTP_MAX_PER_ADDRESS_PER_HOUR,
  OTP_MAX_PER_IDENTIFIER_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type OtpPurpose,
} from './otp-rules.ts';
import { issueResetToken } from './password-reset.ts';

const HOUR_MS = 3_600_000;
const INVALID = 'The OTP is invalid or has expired.';

/** Binds the hash to purpose and identifier: a code only ever works where it was sent and for what. */
function codeHash(purpose: OtpPurpose, identifier: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${identifier}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** An email address or a phone number of plausible length, else a field error. */
function checkedIdentifier(input: string): Identifier {
  const identifier = parseIdentifier(input);
  const valid =
    identifier.kind === 'email'
      ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(identifier.value)
      : identifier.value.length >= 4 && identifier.value.length <= 20;
  if (!valid) throw AppError.validation('phone', 'The phone must be a valid email address or phone number.');
  return identifier;
}

/**
 * 60 s between codes for one identifier and purpose, then hourly caps per identifier and per
 * client address. The counters count every request, known account or not, so a 429 says
 * nothing about whether an account exists.
 */
async function throttleSend(counters: Counters, purpose: OtpPurpose, identifier: string, address: string) {
  const resend = await counters.increment(`otp:resend:${purpose}:${identifier}`, OTP_RESEND_SECONDS * 1000);
  if (resend.count > 1) {
    throw AppError.tooManyRequests(
      (s) => `Please wait ${s} seconds before asking for a new code.`,
      resend.retryAfterMs,
    );
  }
  const caps = [
    [`otp:hour:identifier:${identifier}`, OTP_MAX_PER_IDENTIFIER_PER_HOUR],
    [`otp:hour:address:${address}`, OTP_MAX_PER_ADDRESS_PER_HOUR],
  ] as const;
  for (const [key, max] of caps) {
    const state = await counters.increment(key, HOUR_MS);
    if (state.count > max) {
      throw AppError.tooManyRequests(
        (s) => `Too many codes asked for. Please try again in ${s} seconds.`,
        state.retryAfterMs,
      );
    }
  }
}

/**
 * `POST /send-otp`. A code is made and stored (hashed) for any well-formed identifier, and sent
 * only when a customer account has it: the answer, the throttles and the work done are the same
 * for unknown identifiers, so the form does not tell who has an account.
 */
export async function sendOtp(ctx: AppContext, body: SendOtpBody, clientAddress: string) {
  const purpose: OtpPurpose = body.forgot_password ? 'reset' : 'registration';
  const identifier = checkedIdentifier(body.phone);
  await throttleSend(ctx.counters, purpose, identifier.value, clientAddress);

  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await replaceCode(ctx.db, {
    identifier: identifier.value,
    purpose,
    code_hash: codeHash(purpose, identifier.value, code),
    expires_at: isoAt(ctx.clock, OTP_TTL_SECONDS),
    created_at: isoAt(ctx.clock),
  });
  const [user, settings] = await Promise.all([findCustomerByIdentifier(ctx.db, identifier), readSettings(ctx.db)]);
  if (user?.is_active === 1) {
    const what = purpose === 'reset' ? 'password reset code' : 'verification code';
    await ctx.messenger.send({
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      to: identifier.value,
      phoneCode: user.phone_code ?? body.phone_code,
      subject: `Your ${settings.app_name} ${what}`,
      body: `Your ${settings.app_name} ${what} is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this message.`,
    });
  }
  return { email_or_phone: identifier.value };
}

/**
 * `POST /verify-otp`. The newest live code of the identifier is checked (only reset codes when
 * `forgot_password` is set); it has five tries, each claimed before the comparison. A
 * registration code marks the email or phone verified; a reset code also returns a single-use
 * reset token.
 */
export async function verifyOtp(ctx: AppContext, body: VerifyOtpBody): Promise<{ token?: string }> {
  const identifier = parseIdentifier(body.phone);
  const now = isoAt(ctx.clock);
  const purpose = body.forgot_password ? 'reset' : undefined;
  const code = await claimTry(ctx.db, identifier.value, purpose, now, OTP_MAX_WRONG_TRIES);
  if (!code) throw AppError.validation('otp', INVALID);
  if (!sameHash(code.code_hash, codeHash(code.purpose, identifier.value, body.otp))) {
    if (code.attempts >= OTP_MAX_WRONG_TRIES)
      throw AppError.validation('otp', 'Too many wrong codes. Please ask for a new OTP.');
    throw AppError.validation('otp', INVALID);
  }
  if (!(await consumeCode(ctx.db, code.id, now))) throw AppError.validation('otp', INVALID);

  const user = await findCustomerByIdentifier(ctx.db, identifier);
  if (!user || user.is_active !== 1) throw AppError.validation('otp', INVALID);
  // Either purpose proves the shopper holds this email or phone.
  const verifiedColumn = identifier.kind === 'email' ? 'email_verified_at' : 'phone_verified_at';
  if (!user[verifiedColumn]) await updateUser(ctx.db, user.id, { [verifiedColumn]: now, updated_at: now });
  if (code.purpose === 'reset') return { token: await issueResetToken(ctx.db, user.id, ctx.clock) };
  return {};
}
