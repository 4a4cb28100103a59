/** Query keys of support tickets; opening or answering one invalidates `all`. */
export const ticketKeys = {
  all: ['support-tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (status: string, page: number) => [...ticketKeys.lists(), { status, page }] as const,
  detail: (ticketNumber: string) => [...ticketKeys.all, 'detail', ticketNumber] as const,
  issueTypes: () => [...ticketKeys.all, 'issue-types'] as const,
};
