import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../lib/i18n.tsx';

/** English ⇄ Arabic; the server's messages follow, so cached answers are fetched again. */
export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  const queryClient = useQueryClient();
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={next}
      aria-label={t('language.switchLabel')}
      onClick={() => {
        setLocale(next);
        void queryClient.invalidateQueries();
      }}
      className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100"
    >
      {t('language.switch')}
    </button>
  );
}
