import type { AuditEntry } from '@souk/contract';
import { useI18n } from '../../lib/i18n.tsx';

/** A value of a state as one line: text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What an entry changed: each field the change touched, from its value before to its value after. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <dl className="space-y-0.5 text-xs">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1">
          <dt className="font-semibold text-slate-700">{field}:</dt>
          <dd className="min-w-0 break-words">
            {entry.before && field in entry.before && (
              <>
                <del className="text-red-800">
                  <bdi>{shown(entry.before[field])}</bdi>
                </del>
                <span aria-hidden> → </span>
                <span className="sr-only">{t('audit.to')}</span>
              </>
            )}
            <ins className="text-emerald-800 no-underline">
              <bdi>{entry.after && field in entry.after ? shown(entry.after[field]) : '—'}</bdi>
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
