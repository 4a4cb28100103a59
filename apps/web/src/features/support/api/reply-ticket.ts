import {
  shopperEndpoints as endpoints,
  type SupportTicketMessageBody,
  type SupportTicketResponse,
} from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

export const replyToTicket = (body: SupportTicketMessageBody) => api(endpoints.tickets.reply, { body });

/** Add a message to a running ticket; the answer is the whole thread, which replaces the cached one. */
export function useReplyToTicket(ticketNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToTicket({ ticket_number: ticketNumber, message }),
    onSuccess: (data) => {
      queryClient.setQueryData<SupportTicketResponse>(ticketKeys.detail(ticketNumber), (old) =>
        old ? { ...old, support_ticket: { ...old.support_ticket, messages: data.messages } } : old,
      );
    },
    onError: (error) => toast.error(error.message),
  });
}
