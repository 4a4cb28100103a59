import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { toastUnlessFieldErrors } from '../../auth/api/login.ts';
import { useT } from '../../settings/i18n.ts';
import { addressKeys } from '../keys.ts';

export type AddressInput = Record<string, string | number>;

/** Creates an address, or updates one when `id` is given. */
export const saveAddress = ({ id, body }: { id: number | null; body: AddressInput }) =>
  api<unknown>(id ? `/address/${id}/update` : '/address/store', { method: 'POST', body });

export function useSaveAddress() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      toast.success(t('Address saved successfully.'));
      navigate('/manage-address');
    },
    onError: toastUnlessFieldErrors,
  });
}
