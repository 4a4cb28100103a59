import type { RealtimeSettings } from '@souk/client';
import { endpoints } from '@souk/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/** Where the shop's realtime events come from, per `/api/master`; null while unknown or with no realtime key. */
export function useRealtimeSettings(): RealtimeSettings | null {
  const { data } = useQuery({
    queryKey: ['master'],
    queryFn: () => api(endpoints.settings.master),
    staleTime: 10 * 60_000,
    select: (master): RealtimeSettings | null =>
      master.pusher_app_key
        ? {
            key: master.pusher_app_key,
            cluster: master.pusher_app_cluster ?? null,
            host: master.pusher_host ?? null,
            port: master.pusher_port ?? null,
            scheme: master.pusher_scheme ?? null,
          }
        : null,
  });
  return data ?? null;
}
