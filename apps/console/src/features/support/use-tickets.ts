import { endpoints, type SellerTicketMessageBody, type SupportTicketSummary, type TicketStatus } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const TICKETS_PER_PAGE = 20;

/**
 * The tickets the signed-in owner (their shop's orders) or staff (all) may answer. The route
 * answers every ticket at once, without counts, as the original API did; the tabs' counts and
 * the pages are made here from that one answer.
 */
export function useTickets(status: TicketStatus | undefined, page: number) {
  return useQuery({
    queryKey: ['tickets'],
    queryFn: () => api(endpoints.staffTickets.tickets, { query: {} }),
    select: (data) => {
      const matching = status
        ? data.support_tickets.filter((ticket) => ticket.status === status)
        : data.support_tickets;
      const start = (page - 1) * TICKETS_PER_PAGE;
      return {
        total: matching.length,
        tickets: matching.slice(start, start + TICKETS_PER_PAGE),
        counts: countByStatus(data.support_tickets),
      };
    },
  });
}

function countByStatus(tickets: SupportTicketSummary[]): Partial<Record<TicketStatus | 'all', number>> {
  const counts: Partial<Record<TicketStatus | 'all', number>> = { all: tickets.length };
  for (const ticket of tickets) counts[ticket.status] = (counts[ticket.status] ?? 0) + 1;
  return counts;
}

export function useTicket(ticketNumber: string) {
  return useQuery({
    queryKey: ['ticket', ticketNumber],
    queryFn: () => api(endpoints.staffTickets.ticket, { query: { ticket_number: ticketNumber } }),
  });
}

/** After a reply or a closing: the ticket and the list are read again. */
function useTicketsChanged() {
  const queryClient = useQueryClient();
  return () => Promise.all([['tickets'], ['ticket']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useReplyToTicket() {
  const changed = useTicketsChanged();
  return useMutation({
    mutationFn: (body: SellerTicketMessageBody) => api(endpoints.staffTickets.reply, { body }),
    onSuccess: changed,
  });
}

export function useCloseTicket(ticketNumber: string) {
  const changed = useTicketsChanged();
  return useMutation({
    mutationFn: (status: 'completed' | 'cancel') =>
      api(endpoints.staffTickets.setStatus, { body: { ticket_number: ticketNumber, status } }),
    onSuccess: changed,
  });
}
