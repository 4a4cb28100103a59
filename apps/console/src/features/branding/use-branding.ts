import { type BrandingImageKey, endpoints, type StaffBrandingBody, type StaffBrandingResponse } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const BRANDING_KEY = ['branding'];

const UPLOADS = {
  web_logo: endpoints.staffBranding.uploadLogo,
  web_footer_logo: endpoints.staffBranding.uploadFooterLogo,
  footer_qr: endpoints.staffBranding.uploadQr,
} as const;

export function useBranding() {
  return useQuery({ queryKey: BRANDING_KEY, queryFn: () => api(endpoints.staffBranding.branding) });
}

/** After a save or an upload: the branding as the server now holds it, and the master data (the console's app name) again. */
function useBrandingSaved() {
  const queryClient = useQueryClient();
  return async (saved: StaffBrandingResponse) => {
    queryClient.setQueryData(BRANDING_KEY, saved);
    await queryClient.invalidateQueries({ queryKey: ['master'] });
  };
}

/** Saves the settings in `body`, and only those. */
export function useSaveBranding() {
  const saved = useBrandingSaved();
  return useMutation({
    mutationFn: (body: StaffBrandingBody) => api(endpoints.staffBranding.update, { body }),
    onSuccess: saved,
  });
}

/** Sends a new logo, footer logo or QR picture as a multipart form whose file field is the setting's key. */
export function useUploadBrandingImage(key: BrandingImageKey) {
  const saved = useBrandingSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(key, file);
      return api(UPLOADS[key], { form });
    },
    onSuccess: saved,
  });
}
