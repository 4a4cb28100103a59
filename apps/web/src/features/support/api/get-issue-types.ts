import type { TicketIssueType } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

export const getIssueTypes = (signal?: AbortSignal) =>
  api<{ issue_types: TicketIssueType[] }>('/ticket-issue-types', { signal });

export const issueTypesQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.issueTypes(),
    queryFn: ({ signal }) => getIssueTypes(signal),
    select: (data) => data.issue_types,
    staleTime: Infinity,
  });

/** What a ticket can be about (order, payment, delivery, ...), for the new-ticket form. */
export const useIssueTypesQuery = () => useQuery(issueTypesQueryOptions());
