import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from '../keys.ts';

export const getIssueTypes = (signal?: AbortSignal) => api(endpoints.tickets.issueTypes, { signal });

export const issueTypesQueryOptions = () =>
  queryOptions({
    queryKey: ticketKeys.issueTypes(),
    queryFn: ({ signal }) => getIssueTypes(signal),
    select: (data) => data.issue_types,
    staleTime: Infinity,
  });

/** What a ticket can be about (order, payment, delivery, ...), for the new-ticket form. */
export const useIssueTypesQuery = () => useQuery(issueTypesQueryOptions());
