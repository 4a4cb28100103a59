import { useRouteError } from 'react-router';
import { useT } from '../lib/i18n.ts';

/** Shown when a screen fails to load or render (for example its chunk could not be fetched twice). */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('Something went wrong')}</h1>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800"
      >
        {t('Reload')}
      </button>
    </section>
  );
}
