import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { sessionEffects } from '../session-effects.ts';
import { useAuthStore } from '../store.ts';

export const logout = () => api(endpoints.auth.logout);

/**
 * Log out (docs/features/accounts.md#signing-out): the local session, favourites and basket are
 * cleared whether or not the server answered, since an expired token must not leave the shopper
 * stuck signed in.
 */
export function useLogout() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      const auth = useAuthStore.getState();
      auth.clearSession();
      auth.setLogoutOpen(false);
      sessionEffects().signedOut(queryClient);
      toast.success(t('Logout successfully'));
    },
  });
}
