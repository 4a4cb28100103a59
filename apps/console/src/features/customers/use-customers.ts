import { type CustomerStatus, endpoints, type StaffCustomerResponse } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const CUSTOMERS_PER_PAGE = 20;

export interface CustomerListState {
  status: CustomerStatus | undefined;
  search: string;
  page: number;
}

/** A page of customers; the previous page stays on screen while the next loads. */
export function useCustomers({ status, search, page }: CustomerListState) {
  return useQuery({
    queryKey: ['customers', { status, search, page }],
    queryFn: ({ signal }) =>
      api(endpoints.staffCustomers.customers, {
        query: { status, search: search || undefined, page, per_page: CUSTOMERS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: ['customer', id],
    queryFn: () => api(endpoints.staffCustomers.customer, { params: { id } }),
  });
}

/** A change's answer replaces the customer's page and the lists (their counts) are read again. */
function useChanged(id: number) {
  const queryClient = useQueryClient();
  return async (data: StaffCustomerResponse) => {
    queryClient.setQueryData(['customer', id], data);
    await queryClient.invalidateQueries({ queryKey: ['customers'] });
  };
}

/** Deactivates (false) or reactivates (true) the customer. */
export function useSetActive(id: number) {
  return useMutation({
    mutationFn: (active: boolean) => api(endpoints.staffCustomers.setActive, { params: { id }, body: { active } }),
    onSuccess: useChanged(id),
  });
}

export function useSignOutEverywhere(id: number) {
  return useMutation({
    mutationFn: () => api(endpoints.staffCustomers.signOut, { params: { id } }),
    onSuccess: useChanged(id),
  });
}
