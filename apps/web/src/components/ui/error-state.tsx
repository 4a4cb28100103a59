import { useT } from '../../lib/i18n.ts';

/** The error state of a list or section: a short message and a retry button. */
export function ErrorState({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <p role="alert" className={className ?? 'text-sm text-slate-600'}>
      {t('Something went wrong')}{' '}
      <button type="button" className="font-semibold text-primary-700 underline" onClick={onRetry}>
        {t('Try again')}
      </button>
    </p>
  );
}
