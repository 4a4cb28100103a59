import type { SellerLoginBody } from '@souk/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPasswordEvenly } from '../auth/password.ts';
import { issueToken } from '../auth/tokens.ts';
import { findOwnedShop, findSellerByEmail } from './queries.ts';

/** The signed-in seller's shop id; every shop-side call (orders, quotes, chat) goes through it. */
export async function sellerShopId(db: Db, sellerId: number): Promise<number> {
  const shop = await findOwnedShop(db, sellerId);
  if (!shop) throw AppError.notFound('Shop');
  return shop.id;
}

export async function sellerLogin(db: Db, config: Config, body: SellerLoginBody) {
  const seller = await findSellerByEmail(db, body.email);
  const ok = await verifyPasswordEvenly(seller?.password_hash, body.password);
  if (!seller || !ok) throw AppError.validation('email', 'These credentials do not match our records.');
  const shop = await findOwnedShop(db, seller.id);
  if (!shop) throw AppError.validation('email', 'This account has no shop.');
  const access = await issueToken(db, seller.id, 'seller', config.TOKEN_TTL_DAYS);
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
