import { shopperEndpoints as endpoints, type QuoteStoreBody, type QuoteUpdateBody } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteKeys } from '../keys.ts';

export const storeQuote = (body: QuoteStoreBody) => api(endpoints.quotes.storeQuote, { body });

export const updateQuote = (id: number, body: QuoteUpdateBody) =>
  api(endpoints.quotes.updateQuote, { params: { id }, body });

/** Ask a shop for a price; the lists learn of the new quote. Field errors stay on the mutation. */
export function useStoreQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.lists() }),
  });
}

/** Change a pending quote's lines and note; the answer replaces the cached quote. */
export function useUpdateQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteUpdateBody) => updateQuote(id, body),
    onSuccess: async (data) => {
      queryClient.setQueryData(quoteKeys.detail(id), data);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
    },
  });
}
