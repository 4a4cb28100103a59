import { type Address, type AddressInput, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { toastUnlessFieldErrors } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { addressKeys } from '../keys.ts';

/** The form's fields as typed, blank ones left out; the server checks them and names what is missing. */
export type AddressFields = Record<string, string | number>;

/** Creates an address, or updates one when `id` is given. */
export const saveAddress = ({ id, body }: { id: number | null; body: AddressFields }) => {
  const input = body as AddressInput;
  return id
    ? api(endpoints.addresses.update, { params: { id }, body: input })
    : api(endpoints.addresses.store, { body: input });
};

/** Saves, then goes back to the list, or hands the address to `onSaved` (checkout adds one inline). */
export function useSaveAddress(onSaved?: (address: Address) => void) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      toast.success(t('Address saved successfully.'));
      if (onSaved) onSaved(data.address);
      else navigate('/manage-address');
    },
    onError: toastUnlessFieldErrors,
  });
}
