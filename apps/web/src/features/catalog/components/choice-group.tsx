import clsx from 'clsx';
import type { ReactNode } from 'react';

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: ReadonlyArray<{ id: T; label: ReactNode; name: string }>;
  selected: T | undefined;
  /** Choosing the chosen option again clears it (null). */
  onSelect: (id: T | null) => void;
  layout?: 'list' | 'chips';
}

/** One filter of the panel: a single choice among toggle buttons. */
export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  selected,
  onSelect,
  layout = 'list',
}: ChoiceGroupProps<T>) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className={layout === 'chips' ? 'flex flex-wrap gap-2' : 'max-h-56 space-y-0.5 overflow-y-auto'}>
        {options.map((option) => {
          const active = option.id === selected;
          return (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={option.name}
                onClick={() => onSelect(active ? null : option.id)}
                className={clsx(
                  'inline-flex items-center gap-2 text-sm',
                  layout === 'chips'
                    ? 'rounded-full border px-3 py-1'
                    : 'w-full rounded px-2 py-1.5 text-start hover:bg-slate-100',
                  layout === 'chips' && (active ? 'border-primary-700 bg-primary-50' : 'border-slate-300 bg-white'),
                  active && 'font-semibold text-primary-800',
                  active && layout === 'list' && 'bg-primary-50',
                )}
              >
                <bdi className="inline-flex items-center gap-2">{option.label}</bdi>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
