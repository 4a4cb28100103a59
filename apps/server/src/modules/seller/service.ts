import type { SellerLoginBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { throttledPasswordCheck } from '../auth/login-throttle.ts';
import { issueToken } from '../auth/tokens.ts';
import { findOwnedShop, findSellerApiAccount } from './queries.ts';

/** The signed-in seller's shop id; every shop-side call (orders, quotes, chat) goes through it. */
export async function sellerShopId(db: Db, sellerId: number): Promise<number> {
  const shop = await findOwnedShop(db, sellerId);
  if (!shop) throw AppError.notFound('Shop');
  return shop.id;
}

/** Shop owners' passwords get the same failed-login throttle as customers' (per account and per address). */
export async function sellerLogin(
  { db, config, counters, clock }: Pick<AppContext, 'db' | 'config' | 'counters' | 'clock'>,
  body: SellerLoginBody,
  clientAddress: string,
) {
  const seller = await findSellerApiAccount(db, 'seller', body.email);
  const account = { userId: seller?.id, identifier: body.email, passwordHash: seller?.password_hash };
  const ok = await throttledPasswordCheck(counters, account, body.password, clientAddress);
  if (!seller || !ok) throw AppError.validation('email', 'These credentials do not match our records.');
  const shop = await findOwnedShop(db, seller.id);
  if (!shop) throw AppError.validation('email', 'This account has no shop.');
  const access = await issueToken(db, seller.id, 'seller', config.TOKEN_TTL_DAYS, clock);
  return {
    access: { auth_type: 'Bearer' as const, ...access },
    user: { id: seller.id, name: seller.name, email: seller.email },
    shop,
  };
}

export async function sellerProfile(db: Db, sellerId: number) {
  const shop = await findOwnedShop(db, sellerId);
  if (!shop) throw AppError.notFound('Shop');
  return { shop };
}
