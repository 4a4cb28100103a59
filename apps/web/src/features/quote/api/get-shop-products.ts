import { type ProductCard, shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteKeys } from '../keys.ts';

/** The products a quote line may name, with their sizes and colours (the list endpoint's cap). */
const SHOP_PRODUCTS = 100;

export type QuoteProduct = Pick<ProductCard, 'id' | 'name' | 'sizes' | 'colors'>;

export const getShopProducts = (shopId: number, signal?: AbortSignal) =>
  api(endpoints.catalog.products, { query: { shop_id: shopId, per_page: SHOP_PRODUCTS }, signal });

export const shopProductsQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: quoteKeys.shopProducts(shopId),
    queryFn: ({ signal }) => getShopProducts(shopId, signal),
    select: (data): QuoteProduct[] => data.products,
  });

/** One shop's products, for adding lines to a quote and for the options of the lines it has. */
export const useShopProductsQuery = (shopId: number, enabled = true) =>
  useQuery({ ...shopProductsQueryOptions(shopId), enabled });
