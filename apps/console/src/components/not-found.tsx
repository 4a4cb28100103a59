import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

export function NotFound() {
  const { t } = useI18n();
  return (
    <div className="py-16 text-center">
      <p className="text-lg">{t('error.notFound')}</p>
      <Link to="/dashboard" className="mt-4 inline-block text-primary-700 underline">
        {t('error.back')}
      </Link>
    </div>
  );
}
