import { endpoints, type SellerShopBody, type SellerShopResponse } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { currentSession, setSession } from '../../lib/session.ts';

const PROFILE_KEY = ['shop-profile'];

export type ShopPicture = 'logo' | 'banner';

const UPLOADS = { logo: endpoints.sellerShop.uploadLogo, banner: endpoints.sellerShop.uploadBanner } as const;

export function useShopProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => api(endpoints.sellerShop.profile) });
}

/**
 * After a save or an upload: the profile as the server now holds it, and the console's header
 * (the session's copy of the shop's name and logo) follows.
 */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return (saved: SellerShopResponse) => {
    queryClient.setQueryData(PROFILE_KEY, saved);
    const session = currentSession();
    if (session && 'shop' in session) {
      setSession({ ...session, shop: { ...session.shop, name: saved.shop.name, logo: saved.shop.logo } });
    }
  };
}

export function useSaveShopProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (body: SellerShopBody) => api(endpoints.sellerShop.update, { body }),
    onSuccess: saved,
  });
}

/** Sends a new logo or banner as a multipart form. */
export function useUploadPicture(picture: ShopPicture) {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(picture, file);
      return api(UPLOADS[picture], { form });
    },
    onSuccess: saved,
  });
}
