import { useRouteError } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/** A page that failed while drawing: said plainly, with a way to try again; the detail goes to the console. */
export function RouteError() {
  const { t } = useI18n();
  console.error(useRouteError());
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <p className="text-lg">{t('error.page')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
      >
        {t('error.reload')}
      </button>
    </div>
  );
}
