import { endpoints } from '@souk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const ENTRIES_PER_PAGE = 25;

export function useAuditLog(action: string | undefined, page: number) {
  return useQuery({
    queryKey: ['audit-log', action ?? 'all', page],
    queryFn: () => api(endpoints.staffAudit.entries, { query: { action, page, per_page: ENTRIES_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}
