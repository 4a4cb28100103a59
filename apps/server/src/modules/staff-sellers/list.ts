import {
  sellerApplicationStatuses,
  type StaffApplicationsResponse,
  type SellerApplicationStatus,
} from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { countApplications, selectApplications } from './queries.ts';

/** A page of applications of one status (all when none), with each status's count for the tabs. */
export async function applicationTable(
  db: Db,
  query: { status?: SellerApplicationStatus | undefined; page: number; per_page: number },
): Promise<StaffApplicationsResponse> {
  const [counted, applications] = await Promise.all([
    countApplications(db),
    selectApplications(db, query.status, query.page, query.per_page),
  ]);
  const counts: StaffApplicationsResponse['counts'] = { all: 0, pending: 0, approved: 0, declined: 0 };
  for (const status of sellerApplicationStatuses) {
    counts[status] = counted[status] ?? 0;
    counts.all += counts[status];
  }
  return {
    total: query.status ? counts[query.status] : counts.all,
    counts,
    applications,
  };
}
