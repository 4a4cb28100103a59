/** Query keys of the wishlist; one factory so the heart and the screen invalidate the same data. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  favorites: () => [...wishlistKeys.all, 'favorites'] as const,
};
