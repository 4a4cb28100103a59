import { ApiError } from '@souk/client';
import { useI18n } from '../lib/i18n.tsx';

/** A failed load: the server's reason and, unless it is simply not there, a way to ask again. */
export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{t('error.load')}</p>
      <p className="text-sm">{error.message}</p>
      {!(error instanceof ApiError && error.status === 404) && (
        <button type="button" onClick={retry} className="mt-2 text-sm font-semibold underline">
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
