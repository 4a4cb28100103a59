import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { addressKeys } from '../keys.ts';

export const deleteAddress = (id: number) => api(endpoints.addresses.delete, { params: { id } });

/** Deletes an address; the server's refusal (an address used by an order) is shown as it says it. */
export function useDeleteAddress() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      toast.success(t('Address deleted successfully.'));
    },
    onError: (error) => toast.error(error.message),
  });
}
