import { browserParams, type ProductsParams, productsQueryOptions, readFilters } from '../features/catalog/index.ts';
import { queryClient } from '../lib/query-client.ts';

/** Starts the first page a product browser with `scope` will show for a link's query string. */
export function prefetchProductList(search: URLSearchParams, scope: ProductsParams): void {
  void queryClient.prefetchQuery(productsQueryOptions(browserParams(readFilters(search), scope)));
}
