import { endpoints, type StaffCommerceResponse } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const KEY = ['commerce'];
export const commerceAt = endpoints.staffCommerce;

/** The commerce switches, the gateways this server can offer, the root shop, VAT rates and delivery bands. */
export function useCommerce() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api(commerceAt.commerce, { signal }) });
}

/**
 * A commerce write: every one answers the whole page, which replaces the one shown; the master
 * data is read again (the console shows amounts in its default currency, and its switches).
 */
export function useCommerceWrite<Input>(write: (input: Input) => Promise<StaffCommerceResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (commerce) => {
      queryClient.setQueryData(KEY, commerce);
      await queryClient.invalidateQueries({ queryKey: ['master'] });
    },
  });
}
