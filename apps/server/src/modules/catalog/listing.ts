import type { Db } from '../../db/database.ts';
import { isoAt } from '../../lib/clock.ts';
import { listedConditionsOf, shopsOutOfList } from './listing-queries.ts';
import { type Condition, selectListingRows } from './queries.ts';
import type { ListScope } from './scope.ts';

/**
 * What a product list shows: active products of active shops (in single-vendor mode, the root
 * shop's), written over `p` alone so counts and facets read one index without joining shops
 * (listing-queries.ts). Time plays no part in it, so it needs no clock.
 */
export async function listedConditions(db: Db, scope: Omit<ListScope, 'clock'>): Promise<Condition[]> {
  return listedConditionsOf(await listedShops(db, scope));
}

/** The shops left out of lists, or (single-vendor mode) the only ones in them. */
export function listedShops(db: Db, { rootOnly, summaries }: Omit<ListScope, 'clock'>) {
  const load = () => shopsOutOfList(db, rootOnly);
  return summaries ? summaries.get(`listed-shops:${rootOnly}`, load) : load();
}

/** Product rows (card columns) of listed products, for lists that sort and page them. */
export async function listedRows(db: Db, scope: ListScope, now = isoAt(scope.clock)) {
  const conditions = await listedConditions(db, scope);
  return selectListingRows(db, now).where((eb) => eb.and(conditions));
}
