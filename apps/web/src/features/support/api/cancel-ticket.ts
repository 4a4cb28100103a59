import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { ticketKeys } from '../keys.ts';

export const cancelTicket = (ticketNumber: string) =>
  api(endpoints.tickets.cancel, { body: { ticket_number: ticketNumber } });

/** Withdraw a running ticket: it moves to the cancel tab and takes no more replies. */
export function useCancelTicket(ticketNumber: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTicket(ticketNumber),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      toast.success(t('Ticket cancelled'));
    },
    onError: (error) => toast.error(error.message),
  });
}
