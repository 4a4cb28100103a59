import type { ProductCard } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { customerListProducts } from '../catalog/customer-lists.ts';
import { toProductCards } from '../catalog/product-card.ts';
import { catalogScope } from '../catalog/scope.ts';

export const RECENTLY_VIEWED_LIMIT = 10;

/** `GET /recently-views`: the customer's last ten viewed products still on sale, newest first. */
export async function recentlyViewed(ctx: AppContext, userId: number): Promise<ProductCard[]> {
  const rows = await customerListProducts(ctx.db, await catalogScope(ctx), userId, 'recently_viewed')
    .limit(RECENTLY_VIEWED_LIMIT)
    .execute();
  return toProductCards(ctx.db, rows, userId);
}
