import { endpoints, type SellerApplicationStatus } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const APPLICATIONS_PER_PAGE = 20;

export function useApplications(status: SellerApplicationStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['seller-applications', status ?? 'all', page],
    queryFn: () =>
      api(endpoints.staffSellers.applications, { query: { status, page, per_page: APPLICATIONS_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: number) {
  return useQuery({
    queryKey: ['seller-application', id],
    queryFn: () => api(endpoints.staffSellers.application, { params: { id } }),
  });
}

/** A decision's answer replaces the application and the lists (their counts) are read again. */
function useDecided(id: number) {
  const queryClient = useQueryClient();
  return async (data: Awaited<ReturnType<typeof approve>>) => {
    queryClient.setQueryData(['seller-application', id], data);
    await queryClient.invalidateQueries({ queryKey: ['seller-applications'] });
  };
}

const approve = (id: number) => api(endpoints.staffSellers.approve, { params: { id } });

export function useApprove(id: number) {
  return useMutation({ mutationFn: () => approve(id), onSuccess: useDecided(id) });
}

export function useDecline(id: number) {
  return useMutation({
    mutationFn: (reason: string) => api(endpoints.staffSellers.decline, { params: { id }, body: { reason } }),
    onSuccess: useDecided(id),
  });
}
