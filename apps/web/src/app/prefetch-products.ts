import { productsQueryOptions } from '../features/catalog/api/get-products.ts';
import { browserParams } from '../features/catalog/components/product-browser.tsx';
import { type ProductsParams, readFilters } from '../features/catalog/url-filters.ts';
import { queryClient } from '../lib/query-client.ts';

/** Starts the first page a product browser with `scope` will show for a link's query string. */
export function prefetchProductList(search: URLSearchParams, scope: ProductsParams): void {
  void queryClient.prefetchQuery(productsQueryOptions(browserParams(readFilters(search), scope)));
}
