import { endpoints, type StaffCurrencyBody } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every currency, the default first, and whether the default may change now. */
export function useCurrencies() {
  return useQuery({
    queryKey: ['currencies'],
    queryFn: ({ signal }) => api(endpoints.staffCurrencies.currencies, { signal }),
  });
}

export function useCurrency(id: number) {
  return useQuery({
    queryKey: ['currency', id],
    queryFn: () => api(endpoints.staffCurrencies.currency, { params: { id } }),
  });
}

/**
 * After any currency write: the list, each currency and the master data (whose default
 * currency the console writes amounts in) are read again.
 */
function useCurrenciesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['currencies'], ['currency'], ['master']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Adds a currency (no id) or saves one. */
export function useSaveCurrency(id: number | undefined) {
  const changed = useCurrenciesChanged();
  return useMutation({
    mutationFn: (body: StaffCurrencyBody) =>
      id === undefined
        ? api(endpoints.staffCurrencies.create, { body })
        : api(endpoints.staffCurrencies.update, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useMakeDefault() {
  const changed = useCurrenciesChanged();
  return useMutation({
    mutationFn: (id: number) => api(endpoints.staffCurrencies.makeDefault, { params: { id } }),
    onSuccess: changed,
  });
}
