import type { QueryClient } from '@tanstack/react-query';
import { connectSessionEffects, useAuthStore } from '../features/auth/index.ts';
import { followBasket, forgetBasket } from '../features/cart/index.ts';
import { followUnread, forgetChat } from '../features/chat/index.ts';
import { syncFavoriteCount, wishlistKeys } from '../features/wishlist/index.ts';

/**
 * What signing in and out means for the basket, the chat and the favourites, which auth knows
 * nothing of (docs/features/accounts.md#when-a-session-ends).
 */
export function connectFeaturesToSession(queryClient: QueryClient): void {
  connectSessionEffects({
    // The navbar's favourites badge counts the new shopper's.
    signedIn: syncFavoriteCount,
    signedOut: (client) => client.removeQueries({ queryKey: wishlistKeys.all }),
  });
  followBasket(queryClient);
  followUnread(queryClient);
  // However the session ends (logging out, a 401, a page opened without one), the basket with its
  // checkout choices and totals, the chat and their remembered copies go with it; the next
  // session asks the server afresh.
  const forget = () => {
    forgetBasket(queryClient);
    forgetChat(queryClient);
  };
  if (!useAuthStore.getState().token) forget();
  useAuthStore.subscribe((state, previous) => {
    if (previous.token && !state.token) forget();
  });
}
