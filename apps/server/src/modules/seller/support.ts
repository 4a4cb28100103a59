import type { SellerLoginBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { throttledPasswordCheck } from '../auth/login-throttle.ts';
import { issueToken } from '../auth/tokens.ts';
import type { TicketReader } from '../support/queries.ts';
import { findOwnedShop, findSellerApiAccount } from './queries.ts';

/**
 * Whose tickets a seller-API caller may answer: platform staff (users.role 'admin') every
 * ticket; a shop owner the tickets about their own shop's orders.
 */
export async function staffReader(ctx: AppContext, user: AuthUser): Promise<TicketReader> {
  if (user.role === 'admin') return { platform: true };
  const shop = await findOwnedShop(ctx.db, user.id);
  if (!shop) throw AppError.notFound('Shop');
  return { shopId: shop.id };
}

/**
 * `POST /seller/staff-login`: platform staff sign in to the seller API with their own account
 * (role 'admin'); the token has the seller scope, so it works on the same support paths.
 */
export async function staffLogin(ctx: AppContext, body: SellerLoginBody, clientAddress: string) {
  const staff = await findSellerApiAccount(ctx.db, 'admin', body.email);
  const account = { userId: staff?.id, identifier: body.email, passwordHash: staff?.password_hash };
  const ok = await throttledPasswordCheck(ctx.counters, account, body.password, clientAddress);
  if (!staff || !ok) throw AppError.validation('email', 'These credentials do not match our records.');
  const access = await issueToken(ctx.db, staff.id, 'seller', ctx.config.TOKEN_TTL_DAYS, ctx.clock);
  return {
    access: { auth_type: 'Bearer' as const, ...access },
    user: { id: staff.id, name: staff.name, email: staff.email },
  };
}
