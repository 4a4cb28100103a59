import { endpoints } from '@souk/contract';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/store.ts';
import { useCartStore } from '../store.ts';

export const getCart = () => api(endpoints.cart.cart);

/**
 * The basket follows the session (docs/features/accounts.md#when-a-session-ends): reloaded whenever
 * a token appears (sign-in, returning visit), cleared with everything checkout held when it goes. A
 * 401 is handled by the API client (it clears the session), so a failure needs nothing more here.
 * An answer that arrives after an add or a change already stored a newer basket is older than it,
 * so is dropped.
 */
export function useCartSync(): void {
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    const cart = useCartStore.getState();
    if (!token) {
      cart.clear();
      return;
    }
    let current = true;
    const revision = cart.revision;
    getCart()
      .then((data) => {
        const now = useCartStore.getState();
        if (current && now.revision === revision) now.setCart(data.total, data.cart_items);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
}
