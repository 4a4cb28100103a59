import type { SupportTicketResponse } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

/** The typed fields and the files; sent as one multipart form so the files travel with it. */
export interface NewTicket {
  fields: Record<string, string>;
  files: readonly File[];
}

export function createTicket({ fields, files }: NewTicket) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('attachments[]', file);
  return api<SupportTicketResponse>('/support-ticket', { method: 'POST', body });
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
