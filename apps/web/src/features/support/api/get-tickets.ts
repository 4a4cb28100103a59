import { shopperEndpoints as endpoints, type TicketStatus } from '@souk/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

/** Tickets a page holds (the Paginator's default, docs/features/storefront.md#lists-and-pages). */
export const TICKETS_PER_PAGE = 10;

export const getTickets = (status: TicketStatus, page: number, signal?: AbortSignal) =>
  api(endpoints.tickets.tickets, { query: { status, page, per_page: TICKETS_PER_PAGE }, signal });

export const ticketsQueryOptions = (status: TicketStatus, page: number) =>
  queryOptions({
    queryKey: ticketKeys.list(status, page),
    queryFn: ({ signal }) => getTickets(status, page, signal),
    placeholderData: keepPreviousData,
  });

/** The shopper's tickets of one state, with the count of each state. */
export const useTicketsQuery = (status: TicketStatus, page: number) => useQuery(ticketsQueryOptions(status, page));
