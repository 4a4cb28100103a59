import { endpoints, type StaffAccountsBody } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const ACCOUNTS_KEY = ['staff-accounts'];

export function useAccountSettings() {
  return useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => api(endpoints.staffAccounts.accounts) });
}

/** Saves the settings in `body`, and only those; the page then shows what the server holds. */
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAccountsBody) => api(endpoints.staffAccounts.update, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ACCOUNTS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['master'] });
    },
  });
}
