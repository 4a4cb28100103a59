import { discountPercentage } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';

/** How far a flash price is below the product's normal price, when it is below it. */
export function PercentOff({ normal, flash }: { normal: number; flash: number }) {
  const { t } = useI18n();
  const percent = discountPercentage(normal, flash);
  if (percent <= 0) return null;
  return <span className="block text-xs font-semibold text-emerald-800">{t('flashSales.off', { percent })}</span>;
}
