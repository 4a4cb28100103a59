// The wishlist: favourite products, the heart button and the favourites count.
export { useFavoriteProductsQuery } from './api/get-favorite-products.ts';
export { WishlistButton } from './components/wishlist-button.tsx';
export { wishlistKeys } from './keys.ts';
export { syncFavoriteCount } from './sync-favorite-count.ts';
