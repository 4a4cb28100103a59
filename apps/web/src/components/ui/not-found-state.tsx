import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { buttonClass } from '@souk/ui/button';

/** The page-not-found screen, also shown for a product, shop, post or page the server does not know. */
export function NotFoundState({ message = 'The page you are looking for does not exist.' }: { message?: string }) {
  const t = useT();
  usePageTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-extrabold text-primary-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('Page not found')}</h1>
      <p className="mt-2 text-slate-600">{t(message)}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('Go to home')}
      </Link>
    </section>
  );
}
