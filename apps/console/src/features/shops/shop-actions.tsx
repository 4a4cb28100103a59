import type { StaffShopProfile } from '@souk/contract';
import { toast } from 'sonner';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { useSetShopActive } from './use-shops.ts';

/**
 * Deactivating the shop (it leaves the storefront; its owner still signs in) or reactivating
 * it, asked first. The server's refusal (the root shop while multi-vendor is off) is a toast.
 */
export function ShopActions({ shop }: { shop: StaffShopProfile }) {
  const { t } = useI18n();
  const setActive = useSetShopActive(shop.id);
  const { name, is_active: active } = shop;
  const action = active ? 'shops.deactivate' : 'shops.reactivate';
  return (
    <section aria-label={t('shops.actions')} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      {!active && <p className="text-sm text-slate-700">{t('shops.inactiveNote')}</p>}
      <ConfirmButton
        label={t(action)}
        question={t(active ? 'shops.deactivateConfirm' : 'shops.reactivateConfirm', { name })}
        confirmLabel={t(action)}
        className={active ? 'text-rose-700' : 'text-primary-800'}
        pending={setActive.isPending}
        onConfirm={(done) =>
          setActive.mutate(!active, {
            onSuccess: () => toast.success(t(active ? 'shops.deactivated' : 'shops.reactivated', { name })),
            onError: (error) => toast.error(error.message),
            onSettled: done,
          })
        }
      />
    </section>
  );
}
