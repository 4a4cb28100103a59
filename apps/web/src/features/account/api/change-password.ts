import { type ChangePasswordBody, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { toastUnlessFieldErrors } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';

export const changePassword = (body: ChangePasswordBody) => api(endpoints.account.changePassword, { body });

/** Changes the password; wrong current password and weak new ones come back as field errors. */
export function useChangePassword() {
  const t = useT();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => toast.success(t('Password changed successfully.')),
    onError: toastUnlessFieldErrors,
  });
}
