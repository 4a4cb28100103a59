import type { Session } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCustomer } from '../user/queries.ts';
import { toUser } from '../user/view.ts';
import { issueToken } from './tokens.ts';

/** A new bearer token for the customer plus their User object: what login, registration and social sign-in answer. */
export async function startSession(
  { db, config, clock }: Pick<AppContext, 'db' | 'config' | 'clock'>,
  userId: number,
): Promise<Session> {
  const row = await findCustomer(db, userId);
  if (!row) throw AppError.notFound('User');
  const access = await issueToken(db, userId, 'customer', config.TOKEN_TTL_DAYS, clock);
  return { access: { auth_type: 'Bearer', ...access }, user: toUser(row) };
}
