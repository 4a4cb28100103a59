import { useT } from '../../features/settings/i18n.ts';
import { useSettingsStore } from '../../features/settings/store.ts';

/** App Store and Google Play buttons from settings, shown where the app is offered. */
export function AppStoreButtons() {
  const t = useT();
  const master = useSettingsStore((s) => s.master);
  const button =
    'inline-flex items-center justify-center rounded-md bg-slate-950 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/40 hover:bg-slate-700';
  return (
    <div className="flex flex-wrap gap-2">
      {master?.app_store_link ? (
        <a href={master.app_store_link} target="_blank" rel="noopener noreferrer" className={button}>
          {t('App Store')}
        </a>
      ) : null}
      {master?.google_playstore_link ? (
        <a href={master.google_playstore_link} target="_blank" rel="noopener noreferrer" className={button}>
          {t('Google Play')}
        </a>
      ) : null}
    </div>
  );
}
