import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Condition } from './queries.ts';

/**
 * The conditions over `p` alone of what a product list shows, given the shops it leaves out (or,
 * in single-vendor mode, the only ones in it). `p.is_active = 1` stays literal: it is the
 * predicate of the partial listing indexes (migration 013), and the planners use such an index
 * only when the query states it.
 */
export function listedConditionsOf({ excluded, only }: { excluded: number[]; only?: number[] }): Condition[] {
  const out: Condition[] = [sql<SqlBool>`p.is_active = 1`];
  if (only) out.push(only.length > 0 ? sql<SqlBool>`p.shop_id IN (${sql.join(only)})` : sql<SqlBool>`1 = 0`);
  else if (excluded.length > 0) out.push(sql<SqlBool>`p.shop_id NOT IN (${sql.join(excluded)})`);
  return out;
}

/** Inactive shops are few (usually none), so leaving them out costs nothing in the common case. */
export async function shopsOutOfList(db: Db, rootOnly: boolean): Promise<{ excluded: number[]; only?: number[] }> {
  const rows = await db
    .selectFrom('shops')
    .select('id')
    .where((eb) => (rootOnly ? eb('is_root', '=', 1).and('is_active', '=', 1) : eb('is_active', '!=', 1)))
    .execute();
  const ids = rows.map((row) => row.id);
  return rootOnly ? { excluded: [], only: ids } : { excluded: ids };
}
