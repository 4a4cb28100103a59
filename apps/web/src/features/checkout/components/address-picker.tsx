import type { Address } from '@souk/contract';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AddressForm, useAddressesQuery } from '../../address/index.ts';
import { useCartStore } from '../../cart/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { AddressSummary } from './address-summary.tsx';

/**
 * The delivery address: the chosen one with Change (the change-address modal) and, for a
 * shopper with none or wanting another, the address form right here.
 */
export function AddressPicker() {
  const t = useT();
  const { data, isPending, isError, refetch } = useAddressesQuery();
  const addressId = useCartStore((s) => s.addressId);
  const setAddressId = useCartStore((s) => s.setAddressId);
  const [changing, setChanging] = useState(false);
  const [adding, setAdding] = useState(false);
  const addresses = data?.addresses ?? [];
  // The basket's address follows the addresses as they load (cart/basket-address.ts).
  const chosen = addresses.find((a) => a.id === addressId);

  if (isPending) return <Skeleton className="h-20 w-full" />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  const onSaved = (address: Address) => {
    setAddressId(address.id);
    setAdding(false);
  };
  return (
    <div className="space-y-3" data-testid="checkout-address">
      {chosen ? (
        <div className="flex items-start gap-3 rounded-md border border-primary-200 bg-primary-50/50 p-3">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <div className="min-w-0 flex-1">
            <AddressSummary address={chosen} />
          </div>
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            {t('Change')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('Add a delivery address to place your order.')}</p>
      )}
      {adding || addresses.length === 0 ? (
        <div className="rounded-md border border-slate-200 p-3">
          <AddressForm address={null} onSaved={onSaved} />
        </div>
      ) : (
        <Button variant="subtle" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          {t('Add New Address')}
        </Button>
      )}
      <Dialog open={changing} onOpenChange={setChanging} title={t('Change Address')} closeLabel={t('Close')}>
        <ul className="space-y-2 p-4">
          {addresses.map((address) => (
            <li key={address.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-primary-600">
                <input
                  type="radio"
                  name="checkout-address"
                  className="mt-1 accent-primary-700"
                  checked={address.id === addressId}
                  onChange={() => {
                    setAddressId(address.id);
                    setChanging(false);
                  }}
                />
                <AddressSummary address={address} />
              </label>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
