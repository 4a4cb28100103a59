import { endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from '../../cart/keys.ts';
import { useCartStore } from '../../cart/store.ts';
import { useT } from '../../settings/i18n.ts';
import { wishlistKeys } from '../../wishlist/keys.ts';
import { useAuthStore } from '../store.ts';

export const logout = () => api(endpoints.auth.logout);

/**
 * Log out (spec section 4): the local session, favourites and basket are cleared whether or not
 * the server answered, since an expired token must not leave the shopper stuck signed in.
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
      // Basket, selection, coupon, address and buy-now go; so do the checkout totals (spec section 4).
      useCartStore.getState().clear();
      queryClient.removeQueries({ queryKey: checkoutKeys.all });
      queryClient.removeQueries({ queryKey: wishlistKeys.all });
      toast.success(t('Logout successfully'));
    },
  });
}
