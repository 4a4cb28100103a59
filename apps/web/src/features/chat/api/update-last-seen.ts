import { shopperEndpoints as endpoints } from '@souk/contract';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { LAST_SEEN_INTERVAL_MS } from '../chat-rules.ts';

export const updateLastSeen = () => api(endpoints.chat.updateLastSeen, { body: {} });

const beat = () => updateLastSeen().catch((error: unknown) => console.error('Failed to update last seen:', error));

/**
 * The shopper shows as online to shops while this beats (docs/features/chat.md#online-status): once
 * when a token exists (on mount, on sign-in), then every 10 minutes, and not at all without a
 * token.
 */
export function useLastSeenHeartbeat(): void {
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    void beat();
    const timer = window.setInterval(() => void beat(), LAST_SEEN_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [token]);
}
