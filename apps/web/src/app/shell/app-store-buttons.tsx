import { useT } from '../../lib/i18n.ts';
import { type Brand, BrandMark } from '../../components/ui/brand-marks.tsx';
import { useSettingsStore } from '../../features/settings/index.ts';

/** A store's badge as shoppers know it: black, the store's mark, a small lead line and its name. */
function StoreBadge({ href, brand, lead, name }: { href: string; brand: Brand; lead: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg bg-black px-3 py-1.5 text-start text-white ring-1 ring-slate-400 hover:bg-slate-800"
    >
      <BrandMark brand={brand} className="size-6" />
      <span className="flex flex-col leading-tight">
        <span className="text-[10px]">{lead}</span>
        <span className="text-sm font-semibold">{name}</span>
      </span>
    </a>
  );
}

/** App Store and Google Play badges from settings, shown where the app is offered. */
export function AppStoreButtons() {
  const t = useT();
  const master = useSettingsStore((s) => s.master);
  return (
    <div className="flex flex-wrap gap-2">
      {master?.app_store_link ? (
        <StoreBadge href={master.app_store_link} brand="apple" lead={t('Download on the')} name={t('App Store')} />
      ) : null}
      {master?.google_playstore_link ? (
        <StoreBadge
          href={master.google_playstore_link}
          brand="google-play"
          lead={t('Get it on')}
          name={t('Google Play')}
        />
      ) : null}
    </div>
  );
}
