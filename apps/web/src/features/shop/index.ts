// Shops: the list, a shop's page and categories, applying as a seller.
export { shopCategoriesQueryOptions, useShopCategoriesQuery } from './api/get-shop-categories.ts';
export { shopQueryOptions, useShopQuery } from './api/get-shop.ts';
export { SHOPS_PER_PAGE, useShopsQuery } from './api/get-shops.ts';
export { SellerApplicationForm } from './components/seller-application-form.tsx';
export { ShopGrid } from './components/shop-grid.tsx';
export { ShopHeader } from './components/shop-header.tsx';
export { ShopSummary } from './components/shop-summary.tsx';
