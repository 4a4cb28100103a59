import {
  endpoints,
  type FlashRequestStatus,
  type FlashSaleStatus,
  type StaffBannerCreateValues,
  type StaffBannersResponse,
  type StaffBannerValues,
  type StaffFlashSaleResponse,
  type StaffFlashSaleValues,
} from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const at = endpoints.staffPromotions;
const BANNERS = ['promotions', 'banners'];
export const SALES_PER_PAGE = 12;
export const ENTRIES_PER_PAGE = 20;
export const REQUESTS_PER_PAGE = 20;

/** A form of `fields` (texts in other languages as `translations.{language}`) and a picture as `thumbnail`. */
function pictureForm(fields: Record<string, unknown>, picture?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'translations' && value && typeof value === 'object') {
      for (const [locale, text] of Object.entries(value)) form.append(`translations.${locale}`, String(text ?? ''));
    } else if (value !== undefined) {
      form.append(name, value === null ? '' : String(value));
    }
  }
  if (picture) form.append('thumbnail', picture);
  return form;
}

/** The slider's banners and the ads, in the home page's order. */
export function useBanners() {
  return useQuery({ queryKey: BANNERS, queryFn: ({ signal }) => api(at.banners, { signal }) });
}

/** A banner write: each answers both lists, which replace the ones shown. */
export function useBannersWrite<Input>(write: (input: Input) => Promise<StaffBannersResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (banners) => queryClient.setQueryData(BANNERS, banners) });
}

export const useCreateBanner = () =>
  useBannersWrite(({ values, picture }: { values: StaffBannerCreateValues; picture: File }) =>
    api(at.createBanner, { form: pictureForm(values, picture) }),
  );
export const useSaveBanner = (id: number) =>
  useBannersWrite((body: StaffBannerValues) => api(at.updateBanner, { params: { id }, body }));
export const useBannerImage = (id: number) =>
  useBannersWrite((picture: File) => api(at.uploadBannerImage, { params: { id }, form: pictureForm({}, picture) }));
export const useMoveBanner = () =>
  useBannersWrite(({ id, position }: { id: number; position: number }) =>
    api(at.moveBanner, { params: { id }, body: { position } }),
  );
export const useRemoveBanner = () => useBannersWrite((id: number) => api(at.deleteBanner, { params: { id } }));

/** The shop's active languages (the storefront's master data), for a new sale's names. */
export function useLanguages() {
  return useQuery({
    queryKey: ['master'],
    queryFn: () => api(endpoints.settings.master),
    select: (master) => master.languages,
  });
}

/** A page of the flash sales of one status, with their figures. */
export function useFlashSales(status: FlashSaleStatus, page: number) {
  return useQuery({
    queryKey: ['promotions', 'flash-sales', status, page],
    queryFn: ({ signal }) => api(at.flashSales, { query: { status, page, per_page: SALES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFlashSale(id: number) {
  return useQuery({
    queryKey: ['promotions', 'flash-sale', id],
    queryFn: ({ signal }) => api(at.flashSale, { params: { id }, signal }),
  });
}

export function useFlashEntries(id: number, page: number) {
  return useQuery({
    queryKey: ['promotions', 'flash-entries', id, page],
    queryFn: ({ signal }) =>
      api(at.flashSaleEntries, { params: { id }, query: { page, per_page: ENTRIES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a sale's write: the sale as the server now holds it, and every list read again. */
function useSaleWrite<Input>(write: (input: Input) => Promise<StaffFlashSaleResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (sale) => {
      queryClient.setQueryData(['promotions', 'flash-sale', sale.flash_sale.id], sale);
      await queryClient.invalidateQueries({ queryKey: ['promotions', 'flash-sales'] });
    },
  });
}

export const useCreateFlashSale = () =>
  useSaleWrite(({ values, picture }: { values: StaffFlashSaleValues; picture: File }) =>
    api(at.createFlashSale, { form: pictureForm(values, picture) }),
  );
export const useSaveFlashSale = (id: number) =>
  useSaleWrite((body: StaffFlashSaleValues) => api(at.updateFlashSale, { params: { id }, body }));
export const useFlashSaleImage = (id: number) =>
  useSaleWrite((picture: File) => api(at.uploadFlashSaleImage, { params: { id }, form: pictureForm({}, picture) }));

/** A page of the shops' requests of one status, of one sale or all. */
export function useFlashRequests(status: FlashRequestStatus, page: number, saleId: number | undefined) {
  return useQuery({
    queryKey: ['promotions', 'requests', status, page, saleId],
    queryFn: ({ signal }) =>
      api(at.flashRequests, {
        query: { status, page, per_page: REQUESTS_PER_PAGE, ...(saleId ? { flash_sale_id: saleId } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A decision of a request: the requests, the sales' figures and entries are read again. */
export function useDecision() {
  const queryClient = useQueryClient();
  const decided = () => queryClient.invalidateQueries({ queryKey: ['promotions'] });
  return {
    approve: useMutation({
      mutationFn: (id: number) => api(at.approveRequest, { params: { id } }),
      onSuccess: decided,
    }),
    decline: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) =>
        api(at.declineRequest, { params: { id }, body: { reason } }),
      onSuccess: decided,
    }),
  };
}
