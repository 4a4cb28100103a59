import type { ProductsParams } from './url-filters.ts';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (params: ProductsParams) => [...catalogKeys.products(), params] as const,
};
