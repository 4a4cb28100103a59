import type { SortType } from '@souk/contract';
import { useT } from '../../../lib/i18n.ts';
import { SORT_OPTIONS } from '../url-filters.ts';

export function SortSelect({ value, onChange }: { value: SortType; onChange: (value: SortType) => void }) {
  const t = useT();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only shrink-0 text-slate-600 sm:not-sr-only">{t('Sort by')}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SortType)}
        className="min-w-0 max-w-48 rounded-md border border-slate-300 bg-white py-1.5 pe-8 ps-2 text-sm"
      >
        {SORT_OPTIONS.map(([option, label]) => (
          <option key={option} value={option}>
            {t(label)}
          </option>
        ))}
      </select>
    </label>
  );
}
