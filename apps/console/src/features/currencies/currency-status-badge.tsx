import type { StaffCurrency } from '@souk/contract';
import clsx from 'clsx';
import { useI18n } from '../../lib/i18n.tsx';

/** The default, or whether shoppers may pick the currency. */
export function CurrencyStatusBadge({ currency }: { currency: Pick<StaffCurrency, 'is_default' | 'is_active'> }) {
  const { t } = useI18n();
  const status = currency.is_default ? 'default' : currency.is_active ? 'active' : 'inactive';
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'default' && 'bg-primary-100 text-primary-800',
        status === 'active' && 'bg-emerald-100 text-emerald-900',
        status === 'inactive' && 'bg-slate-200 text-slate-800',
      )}
    >
      {t(`currencies.status.${status}`)}
    </span>
  );
}
