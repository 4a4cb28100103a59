import { Link } from 'react-router';
import { useT } from '../../features/settings/i18n.ts';
import { usePageTitle } from '../../features/settings/use-page-title.ts';

export function Component() {
  const t = useT();
  usePageTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-extrabold text-primary-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('Page not found')}</h1>
      <p className="mt-2 text-slate-600">{t('The page you are looking for does not exist.')}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
      >
        {t('Go to home')}
      </Link>
    </section>
  );
}
