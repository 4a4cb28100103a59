import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { buttonClass } from '@souk/ui/button';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { addressTypeLabel, useAddressesQuery, useDeleteAddress } from '../../features/address/index.ts';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  const { data } = useAddressesQuery();
  const remove = useDeleteAddress();
  return (
    <AccountScreen title="Manage Address">
      <Link to="/manage-address/new" className={buttonClass('primary', 'mb-4')}>
        <Plus aria-hidden className="size-4" />
        {t('Add New Address')}
      </Link>
      {!data ? (
        <Skeleton className="h-32 w-full" />
      ) : data.addresses.length === 0 ? (
        <EmptyState title={t('No addresses yet')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.addresses.map((address) => (
            <li key={address.id} data-testid="address-card" className="rounded-lg border border-slate-200 p-4">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <MapPin aria-hidden className="size-4 text-primary-700" />
                <span className="font-semibold">{t(addressTypeLabel(address.address_type))}</span>
                {address.is_default ? (
                  <span className="rounded-full bg-primary-50 px-2 text-xs font-semibold text-primary-800">
                    {t('Default')}
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-slate-700">{address.name}</p>
              <p className="text-sm break-words text-slate-700">
                {[address.flat_no, address.address_line, address.address_line2, address.area, address.post_code]
                  .filter(Boolean)
                  .join(', ')}
              </p>
              {address.phone ? (
                <p className="text-sm text-slate-500" dir="ltr">
                  {address.phone}
                </p>
              ) : null}
              <div className="mt-3 flex gap-2">
                <Link to={`/manage-address/${address.id}/edit`} className={buttonClass('outline', undefined, 'sm')}>
                  <Pencil aria-hidden className="size-4" />
                  {t('Edit')}
                </Link>
                <button
                  type="button"
                  onClick={() => remove.mutate(address.id)}
                  disabled={remove.isPending}
                  className={buttonClass('subtle', 'text-rose-700', 'sm')}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('Delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountScreen>
  );
}
