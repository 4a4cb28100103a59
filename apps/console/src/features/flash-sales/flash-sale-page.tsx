import { useI18n } from '../../lib/i18n.tsx';

export function FlashSalePage() {
  const { t } = useI18n();
  return <h1 className="text-xl font-semibold">{t('nav.flashSales')}</h1>;
}
