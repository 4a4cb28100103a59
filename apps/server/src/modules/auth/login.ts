import { type LoginBody, parseIdentifier, type Session } from '@souk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { readSettings } from '../settings/queries.ts';
import { findCustomerByIdentifier } from '../user/queries.ts';
import { throttledPasswordCheck } from './login-throttle.ts';
import { checkRecaptcha } from './recaptcha.ts';
import { startSession } from './session.ts';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

/**
 * `POST /login` by email or phone. An unknown account, a wrong password and an account without
 * a password answer alike, after the same single argon2 verification.
 */
export async function login(
  ctx: AppContext,
  log: FastifyBaseLogger,
  body: LoginBody,
  clientAddress: string,
): Promise<Session> {
  const settings = await readSettings(ctx.db);
  await checkRecaptcha(ctx.config, log, settings.recaptcha, body['g-recaptcha-response'], clientAddress);

  const identifier = parseIdentifier(body.phone);
  const user = identifier.value ? await findCustomerByIdentifier(ctx.db, identifier) : undefined;
  const account = { userId: user?.id, identifier: identifier.value, passwordHash: user?.password_hash };
  const ok = await throttledPasswordCheck(ctx.counters, account, body.password, clientAddress);
  if (!user || !ok) throw AppError.validation('phone', BAD_CREDENTIALS);
  if (user.is_active !== 1) throw AppError.validation('phone', 'This account has been deactivated.');
  return startSession(ctx, user.id);
}
