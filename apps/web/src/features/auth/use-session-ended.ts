import { useEffect } from 'react';
import { toast } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n.ts';
import { useAuthStore } from './store.ts';

/**
 * Tells the shopper when the server ended their session (a 401 while signed in): the session's
 * clearing (docs/features/accounts.md#when-a-session-ends) has happened and the login dialog is open; this says why, once.
 */
export function useSessionEndedNotice(): void {
  const t = useT();
  const ended = useAuthStore((s) => s.sessionEnded);
  useEffect(() => {
    if (!ended) return;
    toast.error(t('Your session has ended. Please log in again.'));
    useAuthStore.getState().noteSessionEnded();
  }, [ended, t]);
}
