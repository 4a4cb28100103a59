import { type RegistrationBody, registrationBodySchema, type Session } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { readSettings } from '../settings/queries.ts';
import { emailProblem, phoneProblem } from '../user/contact-checks.ts';
import { insertUser } from '../user/queries.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './password.ts';
import { startSession } from './session.ts';

type FieldErrors = Record<string, string[]>;

/**
 * The checks the request schema cannot make: the phone rules of the settings, a free email and
 * phone, and a password outside the common list. All failures come back together, per field.
 */
async function registrationErrors(ctx: AppContext, body: Partial<RegistrationBody>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const phone =
    body.phone === undefined ? undefined : await phoneProblem(ctx.db, await readSettings(ctx.db), body.phone);
  if (phone) errors.phone = [phone];
  const email = body.email === undefined ? undefined : await emailProblem(ctx.db, body.email);
  if (email) errors.email = [email];
  if (body.password !== undefined && isCommonPassword(body.password)) errors.password = [COMMON_PASSWORD_MESSAGE];
  return errors;
}

/**
 * A registration the request schema refused (`schemaErrors`): the other checks still run on the
 * fields the schema accepted, so the shopper sees every field's problem in one answer rather
 * than a taken email only after fixing a short password.
 */
export async function refusedRegistration(ctx: AppContext, raw: unknown, schemaErrors: FieldErrors): Promise<AppError> {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const accepted: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(registrationBodySchema.shape)) {
    const parsed = schema.safeParse(given[field]);
    if (parsed.success && !schemaErrors[field]) accepted[field] = parsed.data;
  }
  const more = await registrationErrors(ctx, accepted as Partial<RegistrationBody>);
  return AppError.fields({ ...schemaErrors, ...more });
}

/** `POST /registration`: a new customer account, signed in at once. */
export async function register(ctx: AppContext, body: RegistrationBody): Promise<Session> {
  const errors = await registrationErrors(ctx, body);
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  const now = isoAt(ctx.clock);
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await insertUser(ctx.db, {
      role: 'customer',
      name: body.name,
      email: body.email,
      phone: body.phone,
      phone_code: body.phone_code,
      country: body.country,
      password_hash: passwordHash,
      is_active: 1,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Another sign-up with the same email or phone won the race since the check above.
    if (isUniqueViolation(error)) throw AppError.fields(await registrationErrors(ctx, body));
    throw error;
  }
  return startSession(ctx, userId);
}
