import { shopperEndpoints as endpoints, type SupportTicketStoreBody } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

/**
 * The typed fields (a blank one left out) and the files; sent as one multipart form so the
 * files travel with it.
 */
export interface NewTicket {
  fields: Record<string, string>;
  files: readonly File[];
}

export function createTicket({ fields, files }: NewTicket) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments[]', file);
  // The form is what is sent. Its fields go as typed: a required one left blank is refused by
  // the server, whose field error shows under it.
  return api(endpoints.tickets.create, { body: fields as SupportTicketStoreBody, form });
}

/** Open a ticket; the lists (and their counts) refresh. Field errors stay on the mutation. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (data) => {
      queryClient.setQueryData(ticketKeys.detail(data.support_ticket.ticket_no), data);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
