import type { StaffCustomerProfile } from '@souk/contract';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useSetActive, useSignOutEverywhere } from './use-customers.ts';

/**
 * What staff may do to a customer, each asked first: deactivate (signed out everywhere, no
 * more sign-ins) or reactivate, and sign out everywhere.
 */
export function CustomerActions({ customer }: { customer: StaffCustomerProfile }) {
  const { t } = useI18n();
  const setActive = useSetActive(customer.id);
  const signOut = useSignOutEverywhere(customer.id);
  const name = customer.name;
  const busy = setActive.isPending || signOut.isPending;
  const failed = (error: Error) => toast.error(error.message);
  const active = customer.is_active;
  return (
    <section aria-label={t('customers.actions')} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      {!active && <p className="text-sm text-slate-700">{t('customers.inactiveNote')}</p>}
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t(active ? 'customers.deactivate' : 'customers.reactivate')}
          question={t(active ? 'customers.deactivateConfirm' : 'customers.reactivateConfirm', { name })}
          confirmLabel={t(active ? 'customers.deactivate' : 'customers.reactivate')}
          className={active ? 'text-rose-700' : 'text-primary-800'}
          pending={busy}
          onConfirm={(done) =>
            setActive.mutate(!active, {
              onSuccess: () => toast.success(t(active ? 'customers.deactivated' : 'customers.reactivated', { name })),
              onError: failed,
              onSettled: done,
            })
          }
        />
        <ConfirmButton
          label={t('customers.signOut')}
          question={t('customers.signOutConfirm', { name })}
          confirmLabel={t('customers.signOut')}
          pending={busy}
          onConfirm={(done) =>
            signOut.mutate(undefined, {
              onSuccess: () => toast.success(t('customers.signedOut', { name })),
              onError: failed,
              onSettled: done,
            })
          }
        />
      </div>
    </section>
  );
}
