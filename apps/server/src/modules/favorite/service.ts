import type { ProductCard } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { customerListProducts } from '../catalog/customer-lists.ts';
import { toProductCards } from '../catalog/product-card.ts';
import { catalogScope } from '../catalog/scope.ts';
import { catalogProducts } from '../catalog/service.ts';
import { addFavorite, removeFavorite } from './queries.ts';

/**
 * Flips the favourite with writes whose row counts say what they did: a delete that removed it,
 * else an insert that added it. When neither did, a toggle running alongside added it between
 * the two, and this one removes it again; so toggles pressed together alternate as they would
 * one by one (a plain "delete, else insert" let two of them both answer "added").
 */
async function flip(db: Db, userId: number, productId: number, now: string): Promise<boolean> {
  for (;;) {
    if (await removeFavorite(db, userId, productId)) return false;
    if (await addFavorite(db, userId, productId, now)) return true;
  }
}

/** `POST /favorite-add-or-remove`: a product on sale goes in or out of the customer's favourites. */
export async function toggleFavorite(ctx: AppContext, userId: number, productId: number) {
  const row = await catalogProducts(ctx.db, await catalogScope(ctx))
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Product');
  const added = await flip(ctx.db, userId, productId, isoAt(ctx.clock));
  const [product] = await toProductCards(ctx.db, [row], userId);
  if (!product) throw AppError.notFound('Product');
  return { added, product };
}

/** `GET /favorite-products`: the customer's favourites still on sale, newest first. */
export async function favoriteProducts(ctx: AppContext, userId: number): Promise<ProductCard[]> {
  const rows = await customerListProducts(ctx.db, await catalogScope(ctx), userId, 'favorites').execute();
  return toProductCards(ctx.db, rows, userId);
}
