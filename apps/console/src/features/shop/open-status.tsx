import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Whether shoppers see the shop Online now: the server's answer for the saved hours, on its
 * clock (the one the storefront's answers use). Hours changed but not saved are said to count
 * once saved.
 */
export function OpenStatus({ status, changed }: { status: 'Online' | 'Offline'; changed: boolean | undefined }) {
  const { t } = useI18n();
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold',
          status === 'Online' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
        )}
      >
        <span
          aria-hidden
          className={clsx('size-2 rounded-full', status === 'Online' ? 'bg-emerald-600' : 'bg-slate-500')}
        />
        {t(status === 'Online' ? 'shopProfile.onlineNow' : 'shopProfile.offlineNow')}
      </span>
      {changed && <span className="text-slate-600">{t('shopProfile.statusAfterSave')}</span>}
    </p>
  );
}
