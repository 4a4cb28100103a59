import { useI18n } from '../../lib/i18n.tsx';

export function ProductImportPage() {
  const { t } = useI18n();
  return <h1 className="text-xl font-semibold">{t('nav.products')}</h1>;
}
