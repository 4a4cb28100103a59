import { shopperEndpoints as endpoints, type QuoteAcceptResponse, type QuoteResponse } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { quoteKeys } from '../keys.ts';

/** The two one-click moves on a quote: the shopper withdraws it, or takes the shop's prices. */
export type QuoteChange = 'cancel' | 'accept';

/** What each move answers: the quote, and for accept the cart its products went into. */
interface Answers {
  cancel: QuoteResponse;
  accept: QuoteAcceptResponse;
}

const CHANGES = { cancel: endpoints.quotes.cancelQuote, accept: endpoints.quotes.acceptQuote } as const;

export const changeQuote = <C extends QuoteChange>(id: number, change: C) =>
  api(CHANGES[change as QuoteChange], { params: { id } }) as Promise<Answers[C]>;

const DONE: Record<QuoteChange, string> = {
  cancel: 'Quote cancelled',
  accept: 'Quote accepted. Its products are in your cart at the quoted price.',
};

/**
 * Cancel or accept; the answer replaces the cached quote and the lists refresh. `onChanged`
 * lets the screen follow up with the answer (accepting answers the cart it filled).
 */
export function useChangeQuote<C extends QuoteChange>(id: number, change: C, onChanged?: (answer: Answers[C]) => void) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => changeQuote(id, change),
    onSuccess: async (data) => {
      queryClient.setQueryData(quoteKeys.detail(id), data);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
      toast.success(t(DONE[change]));
      onChanged?.(data);
    },
    onError: (error) => toast.error(error.message),
  });
}
