import { endpoints, type QuoteStatus, type SellerQuoteAnswerBody } from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const QUOTES_PER_PAGE = 20;

export function useQuotes(status: QuoteStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['quotes', status ?? 'all', page],
    queryFn: () => api(endpoints.sellerQuotes.quotes, { query: { status, page, per_page: QUOTES_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function useQuote(id: number) {
  return useQuery({
    queryKey: ['quote', id],
    queryFn: () => api(endpoints.sellerQuotes.quote, { params: { id } }),
    select: (data) => data.quote,
  });
}

/** After an answer or a refusal: the quote, the lists and the dashboard's count are read again. */
function useQuotesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([['quotes'], ['quote'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useAnswerQuote(id: number) {
  const changed = useQuotesChanged();
  return useMutation({
    mutationFn: (body: SellerQuoteAnswerBody) => api(endpoints.sellerQuotes.answer, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useDeclineQuote(id: number) {
  const changed = useQuotesChanged();
  return useMutation({
    mutationFn: (note: string) => api(endpoints.sellerQuotes.reject, { params: { id }, body: { note } }),
    onSuccess: changed,
  });
}
