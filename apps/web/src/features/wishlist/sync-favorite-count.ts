import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../auth/index.ts';
import { favoriteProductsQueryOptions } from './api/get-favorite-products.ts';

/**
 * The navbar's wishlist badge is a count in the auth store; it is refreshed from the server after
 * login and after a heart toggles. A failure leaves it as it was (a 401 clears it anyway).
 */
export async function syncFavoriteCount(queryClient: QueryClient): Promise<void> {
  try {
    const { products } = await queryClient.fetchQuery({ ...favoriteProductsQueryOptions(), staleTime: 0 });
    useAuthStore.getState().setFavoriteProducts(products.length);
  } catch {
    // Favourite fetch errors are silent
    // (docs/features/forms-and-errors.md#failures-that-stay-quiet).
  }
}
