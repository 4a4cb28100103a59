import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { syncFavoriteCount } from '../sync-favorite-count.ts';

export const toggleFavorite = (productId: number) =>
  api(endpoints.favorites.toggle, { body: { product_id: productId } });

/** Adds or removes a favourite; the wishlist and the badge count are then refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    // Refetching the list also refreshes the /wishlist screen, which reads the same query.
    onSuccess: () => syncFavoriteCount(queryClient),
    onError: (error) => toast.error(error.message),
  });
}
