import { connectSessionEffects } from '../features/auth/session-effects.ts';
import { checkoutKeys } from '../features/cart/keys.ts';
import { useCartStore } from '../features/cart/store.ts';
import { wishlistKeys } from '../features/wishlist/keys.ts';
import { syncFavoriteCount } from '../features/wishlist/sync-favorite-count.ts';

/** What signing in and out means for the basket and the favourites, which auth knows nothing of. */
export function connectFeaturesToSession(): void {
  connectSessionEffects({
    // The navbar's favourites badge counts the new shopper's.
    signedIn: syncFavoriteCount,
    signedOut: (queryClient) => {
      // Basket, selection, coupon, address and buy-now go; so do the checkout totals and the
      // favourites (docs/features/accounts.md#signing-out).
      useCartStore.getState().clear();
      queryClient.removeQueries({ queryKey: checkoutKeys.all });
      queryClient.removeQueries({ queryKey: wishlistKeys.all });
    },
  });
}
