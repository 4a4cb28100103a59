import { endpoints, type StaffPageBody } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const at = endpoints.staffContent;

/** The about and legal pages the storefront shows. */
export function usePages() {
  return useQuery({ queryKey: ['pages'], queryFn: ({ signal }) => api(at.pages, { signal }) });
}

export function usePage(id: number) {
  return useQuery({ queryKey: ['page', id], queryFn: ({ signal }) => api(at.page, { params: { id }, signal }) });
}

/** Saves a page; the answer replaces the one shown and the list (its titles) is read again. */
export function useSavePage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPageBody) => api(at.updatePage, { params: { id }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['page', id], saved);
      await queryClient.invalidateQueries({ queryKey: ['pages'] });
    },
  });
}
