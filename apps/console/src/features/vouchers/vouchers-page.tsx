import { useI18n } from '../../lib/i18n.tsx';

export function VouchersPage() {
  const { t } = useI18n();
  return <h1 className="text-xl font-semibold">{t('nav.vouchers')}</h1>;
}
