import type { CustomerStatus, StaffCustomersResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { countCustomers, selectCustomers } from './queries.ts';

interface Query {
  search: string | null;
  status?: CustomerStatus | undefined;
  page: number;
  per_page: number;
}

/**
 * A page of the customers a search matches, of one status (all when none), with the count of
 * each status among the matches for the tabs. The search scans the customers: fine while they
 * number in the tens of thousands.
 */
export async function customerTable(db: Db, query: Query): Promise<StaffCustomersResponse> {
  const [counts, rows] = await Promise.all([
    countCustomers(db, query.search),
    selectCustomers(db, query.search, query.status, query.page, query.per_page),
  ]);
  const all = counts.active + counts.inactive;
  return {
    total: query.status ? counts[query.status] : all,
    counts: { ...counts, all },
    customers: rows.map((row) => ({
      ...row,
      is_active: row.is_active === 1,
      order_count: Number(row.order_count),
    })),
  };
}
