import type { StaffShopStatus, StaffShopsResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { toShopRow } from './detail.ts';
import { countShops, selectShops } from './queries.ts';

interface Query {
  search: string | null;
  status?: StaffShopStatus | undefined;
  page: number;
  per_page: number;
}

/**
 * A page of the shops a search matches, of one status (all when none), with the count of each
 * status among the matches for the tabs. Shops number in the hundreds or thousands, so the
 * search scans them.
 */
export async function shopTable(db: Db, query: Query): Promise<StaffShopsResponse> {
  const [counts, rows] = await Promise.all([
    countShops(db, query.search),
    selectShops(db, query.search, query.status, query.page, query.per_page),
  ]);
  const all = counts.active + counts.inactive;
  return {
    total: query.status ? counts[query.status] : all,
    counts: { ...counts, all },
    shops: rows.map(toShopRow),
  };
}
