import { useParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AddressForm, useAddressQuery } from '../../features/address/index.ts';

/** /manage-address/new and /manage-address/{id}/edit. */
export function Component() {
  const { id } = useParams();
  const addressId = id ? Number(id) : null;
  const { data } = useAddressQuery(addressId);
  return (
    <AccountScreen title={addressId ? 'Edit Address' : 'Add New Address'}>
      {addressId && !data ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <AddressForm key={addressId ?? 'new'} address={data?.address ?? null} />
      )}
    </AccountScreen>
  );
}
