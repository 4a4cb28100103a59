import { useMemo } from 'react';
import type { RealtimeSettings } from '@souk/client';
import { useAuthStore } from '../auth/index.ts';
import { useSettingsStore } from '../settings/index.ts';

/**
 * Where the signed-in shopper's realtime events come from, with the bearer token their private
 * channels are signed with; null while signed out or when the server names no realtime key.
 */
export function useRealtimeSession(): { settings: RealtimeSettings; token: string; userId: number } | null {
  const token = useAuthStore((s) => s.token);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const master = useSettingsStore((s) => s.master);
  const key = master?.pusher_app_key ?? null;
  const cluster = master?.pusher_app_cluster ?? null;
  const host = master?.pusher_host ?? null;
  const port = master?.pusher_port ?? null;
  const scheme = master?.pusher_scheme ?? null;
  return useMemo(
    () => (key && token && userId !== null ? { settings: { key, cluster, host, port, scheme }, token, userId } : null),
    [key, cluster, host, port, scheme, token, userId],
  );
}

/** The headers a private channel's authorisation request carries. */
export const bearerHeaders = (token: string) => ({ Authorization: `Bearer ${token}` });
