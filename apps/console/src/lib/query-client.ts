import { ApiError } from '@souk/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * An owner's figures change as shoppers order: kept fresh for half a minute, refetched when the
 * window comes back. Refused calls (4xx) are not retried; the network and 5xx are, twice.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
