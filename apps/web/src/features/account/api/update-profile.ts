import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { toastUnlessFieldErrors, useAuthStore } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { accountKeys } from '../keys.ts';

/** Multipart, since it may carry the photo. */
export const updateProfile = (form: FormData) => api(endpoints.account.updateProfile, { form });

/** Saves the profile; the sidebar and user menu read the stored user, so it is replaced too. */
export function useUpdateProfile() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      const { token, setSession } = useAuthStore.getState();
      if (token) setSession(token, user);
      queryClient.setQueryData(accountKeys.profile(), { user });
      toast.success(t('Profile updated successfully.'));
    },
    onError: toastUnlessFieldErrors,
  });
}
