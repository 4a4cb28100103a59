import { idSchema, SUPPORT_SHOP_HEADER } from '@souk/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { findShopWithOwner } from '../modules/seller/queries.ts';
import { authUser, requireAuth } from './auth.ts';

const HEADER = SUPPORT_SHOP_HEADER.toLowerCase();

/** The methods that only read (HEAD is GET without the body): all the support view may send. */
const READS = new Set(['GET', 'HEAD']);

/**
 * The check of every shop-side (`seller`) route: a seller-scope token; and when platform staff
 * name a shop in SUPPORT_SHOP_HEADER, that shop becomes the one the route answers for
 * (`request.supportShop`). The view is read-only, so staff's other methods with the header are
 * refused here, before the body is read. A shop owner's header is ignored: an owner's token
 * reaches their own shop and no other.
 */
export function requireShopSide(db: Db) {
  const seller = requireAuth(db, 'seller');
  return async (request: FastifyRequest): Promise<void> => {
    await seller(request);
    const named = request.headers[HEADER];
    if (named === undefined || request.authUser?.role !== 'admin') return;
    if (!READS.has(request.method)) throw new AppError(403, 'The support view is read-only.');
    const id = idSchema.safeParse(named);
    const shop = id.success ? await findShopWithOwner(db, id.data) : undefined;
    if (!shop) throw AppError.notFound('Shop');
    request.supportShop = { id: shop.id, ownerId: shop.user_id };
  };
}

/**
 * The owner whose shop a shop-side read answers for: in staff's support view the viewed shop's,
 * otherwise the signed-in owner's (an owner runs the one shop sign-up opened, so the owner names
 * the shop). Writes name `authUser(request).id`, who acts: the view never reaches them.
 */
export function shopOwnerId(request: FastifyRequest): number {
  return request.supportShop?.ownerId ?? authUser(request).id;
}

/** Whether a read is staff's support view: it looks without leaving marks (a thread read stays unread). */
export const inSupportView = (request: FastifyRequest): boolean => request.supportShop !== null;
