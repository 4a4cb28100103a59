import {
  endpoints,
  type SellerProduct,
  type SellerProductBody,
  type SellerProductMedia,
  type SellerProductFilter,
  type SellerProductSort,
  type SellerProductsBulkBody,
} from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const PRODUCTS_PER_PAGE = 20;

export interface ProductListState {
  search: string;
  filter: SellerProductFilter;
  sort: SellerProductSort;
  page: number;
}

/** A page of the shop's products; the previous page stays on screen while the next loads. */
export function useProducts({ search, filter, sort, page }: ProductListState) {
  return useQuery({
    queryKey: ['products', { search, filter, sort, page }],
    queryFn: ({ signal }) =>
      api(endpoints.sellerProducts.products, {
        query: { search, filter, sort, page, per_page: PRODUCTS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: ['product', id],
    queryFn: () => api(endpoints.sellerProducts.product, { params: { id } }),
    select: (data) => data.product,
  });
}

/** What the product form offers: categories with their sub-categories, brands, units. */
export function useProductOptions() {
  return useQuery({
    queryKey: ['product-options'],
    queryFn: () => api(endpoints.sellerProducts.options),
    staleTime: 10 * 60_000,
  });
}

/** After any product write: the lists, the product and the dashboard's low stock are read again. */
function useProductsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['products'], ['product'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useSaveProduct(id: number | undefined) {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: SellerProductBody) =>
      id === undefined
        ? api(endpoints.sellerProducts.create, { body })
        : api(endpoints.sellerProducts.update, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useDuplicateProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: number) => api(endpoints.sellerProducts.duplicate, { params: { id } }),
    onSuccess: changed,
  });
}

export function useBulkEdit() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (body: SellerProductsBulkBody) => api(endpoints.sellerProducts.bulk, { body }),
    onSuccess: changed,
  });
}

/**
 * After a picture call: the product's gallery and card picture as the server now holds them, and
 * the table (which shows the card picture) read again.
 */
function usePicturesChanged(id: number) {
  const queryClient = useQueryClient();
  return (media: SellerProductMedia) => {
    queryClient.setQueryData<{ product: SellerProduct }>(['product', id], (held) =>
      held ? { product: { ...held.product, ...media } } : held,
    );
    return queryClient.invalidateQueries({ queryKey: ['products'] });
  };
}

/** Sends the chosen files as one multipart form: all of them are added, or none. */
export function useUploadImages(id: number) {
  const changed = usePicturesChanged(id);
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('images', file);
      return api(endpoints.sellerProducts.uploadImages, { params: { id }, form });
    },
    onSuccess: changed,
  });
}

export function useOrderImages(id: number) {
  const changed = usePicturesChanged(id);
  return useMutation({
    mutationFn: (ids: number[]) => api(endpoints.sellerProducts.orderImages, { params: { id }, body: { ids } }),
    onSuccess: changed,
  });
}

export function useDeleteImage(id: number) {
  const changed = usePicturesChanged(id);
  return useMutation({
    mutationFn: (imageId: number) => api(endpoints.sellerProducts.deleteImage, { params: { id, image_id: imageId } }),
    onSuccess: changed,
  });
}

export function useChooseThumbnail(id: number) {
  const changed = usePicturesChanged(id);
  return useMutation({
    mutationFn: (imageId: number) =>
      api(endpoints.sellerProducts.chooseThumbnail, { params: { id, image_id: imageId } }),
    onSuccess: changed,
  });
}
