import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isoAt } from '../../lib/clock.ts';
import { type Condition, selectListingRows } from './queries.ts';
import type { ListScope } from './scope.ts';

/**
 * What a product list shows: active products of active shops (in single-vendor mode, the root
 * shop's), written over `p` alone so counts and facets read one index without joining shops.
 * `p.is_active = 1` stays literal: it is the predicate of the partial listing indexes (migration
 * 013), and the planners use such an index only when the query states it. Time plays no part in
 * it, so it needs no clock.
 */
export async function listedConditions(db: Db, scope: Omit<ListScope, 'clock'>): Promise<Condition[]> {
  const { excluded, only } = await listedShops(db, scope);
  const out: Condition[] = [sql<SqlBool>`p.is_active = 1`];
  if (only) out.push(only.length > 0 ? sql<SqlBool>`p.shop_id IN (${sql.join(only)})` : sql<SqlBool>`1 = 0`);
  else if (excluded.length > 0) out.push(sql<SqlBool>`p.shop_id NOT IN (${sql.join(excluded)})`);
  return out;
}

/** The shops left out of lists, or (single-vendor mode) the only ones in them. */
export function listedShops(db: Db, { rootOnly, summaries }: Omit<ListScope, 'clock'>) {
  const load = () => shopsOutOfList(db, rootOnly);
  return summaries ? summaries.get(`listed-shops:${rootOnly}`, load) : load();
}

/** Inactive shops are few (usually none), so leaving them out costs nothing in the common case. */
async function shopsOutOfList(db: Db, rootOnly: boolean): Promise<{ excluded: number[]; only?: number[] }> {
  const rows = await db
    .selectFrom('shops')
    .select('id')
    .where((eb) => (rootOnly ? eb('is_root', '=', 1).and('is_active', '=', 1) : eb('is_active', '!=', 1)))
    .execute();
  const ids = rows.map((row) => row.id);
  return rootOnly ? { excluded: [], only: ids } : { excluded: ids };
}

/** Product rows (card columns) of listed products, for lists that sort and page them. */
export async function listedRows(db: Db, scope: ListScope, now = isoAt(scope.clock)) {
  const conditions = await listedConditions(db, scope);
  return selectListingRows(db, now).where((eb) => eb.and(conditions));
}
