// Browsing the catalogue: home sections, categories, product lists, filters and sorting.
export { categoriesQueryOptions, useCategoriesQuery } from './api/get-categories.ts';
export { homeQueryOptions, useHomeQuery } from './api/get-home.ts';
export { productsQueryOptions } from './api/get-products.ts';
export { AdBanners } from './components/ad-banners.tsx';
export { BannerSlider } from './components/banner-slider.tsx';
export { CategoryGrid } from './components/category-grid.tsx';
export { ListSearch } from './components/list-search.tsx';
export { browserParams, ProductBrowser } from './components/product-browser.tsx';
export { ProductGrid, WIDE_COLUMNS } from './components/product-grid.tsx';
export { type ProductsParams, readFilters } from './url-filters.ts';
