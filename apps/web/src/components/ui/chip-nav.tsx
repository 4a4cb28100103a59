import clsx from 'clsx';
import { Link, useSearchParams } from 'react-router';

interface ChipNavProps {
  label: string;
  /** The URL parameter the chips set; choosing one goes back to the first page. */
  param: string;
  allLabel: string;
  options: ReadonlyArray<{ id: number; name: string }>;
}

const chip = 'shrink-0 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium';

/** 'All' plus one chip per option, as links, so the chosen one lives in the URL. */
export function ChipNav({ label, param, allLabel, options }: ChipNavProps) {
  const [params] = useSearchParams();
  const current = params.get(param);
  const search = (id: number | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (id === null) next.delete(param);
    else next.set(param, String(id));
    return `?${next.toString()}`;
  };
  const items = [{ id: null, name: allLabel }, ...options];
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1 py-1">
      <ul className="flex gap-2 md:flex-wrap">
        {items.map((option) => {
          const active = option.id === null ? current === null : current === String(option.id);
          return (
            <li key={option.id ?? 'all'}>
              <Link
                to={search(option.id)}
                aria-current={active ? 'true' : undefined}
                className={clsx(
                  chip,
                  active
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-primary-600',
                )}
              >
                <bdi>{option.name}</bdi>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
