import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

export const getTicket = (ticketNumber: string, signal?: AbortSignal) =>
  api(endpoints.tickets.ticket, { query: { ticket_number: ticketNumber }, signal });

export const ticketQueryOptions = (ticketNumber: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketNumber),
    queryFn: ({ signal }) => getTicket(ticketNumber, signal),
  });

/** One ticket with its messages, attachments and the highlighted messages. */
export const useTicketQuery = (ticketNumber: string) => useQuery(ticketQueryOptions(ticketNumber));
