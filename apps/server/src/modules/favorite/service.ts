import type { ProductCard } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { customerListProducts } from '../catalog/customer-lists.ts';
import { toProductCards } from '../catalog/product-card.ts';
import { catalogScope } from '../catalog/scope.ts';
import { catalogProducts } from '../catalog/service.ts';
import { addFavorite, removeFavorite } from './queries.ts';

/** `POST /favorite-add-or-remove`: a product on sale goes in or out of the customer's favourites. */
export async function toggleFavorite(ctx: AppContext, userId: number, productId: number) {
  const row = await catalogProducts(ctx.db, await catalogScope(ctx))
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Product');
  const removed = await removeFavorite(ctx.db, userId, productId);
  if (!removed) await addFavorite(ctx.db, userId, productId, isoAt(ctx.clock));
  const [product] = await toProductCards(ctx.db, [row], userId);
  if (!product) throw AppError.notFound('Product');
  return { added: !removed, product };
}

/** `GET /favorite-products`: the customer's favourites still on sale, newest first. */
export async function favoriteProducts(ctx: AppContext, userId: number): Promise<ProductCard[]> {
  const rows = await customerListProducts(ctx.db, await catalogScope(ctx), userId, 'favorites').execute();
  return toProductCards(ctx.db, rows, userId);
}
