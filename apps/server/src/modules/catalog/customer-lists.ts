import type { Db } from '../../db/database.ts';
import type { ListScope } from './scope.ts';
import { catalogProducts } from './service.ts';

/** A customer's own product lists: each row pairs a user and a product with the time it was added. */
const LISTS = {
  favorites: 'created_at',
  recently_viewed: 'viewed_at',
} as const;
export type CustomerList = keyof typeof LISTS;

/**
 * Products on sale in one of the customer's lists, newest entry first, as `p` with the list as
 * `l`. Both tables have the same shape (user_id, product_id, a time), so one query serves both;
 * the casts only name that shared shape for Kysely.
 */
export function customerListProducts(db: Db, scope: ListScope, userId: number, list: CustomerList) {
  return catalogProducts(db, scope)
    .innerJoin(`${list} as l` as 'favorites as l', 'l.product_id', 'p.id')
    .where('l.user_id', '=', userId)
    .orderBy(`l.${LISTS[list]}` as 'l.created_at', 'desc')
    .orderBy('p.id', 'desc');
}
