import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../use-url-filters.ts';

/** A search box inside one list (a shop's products); the term joins the other filters in the URL. */
export function ListSearch({ label }: { label: string }) {
  const t = useT();
  const { filters, update } = useUrlFilters();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      // Keyed by the URL's term so the field follows back and forward navigation.
      key={filters.search ?? ''}
      className="flex max-w-md overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-600"
    >
      <input
        name="search"
        type="search"
        aria-label={label}
        defaultValue={filters.search ?? ''}
        placeholder={label}
        className="min-w-0 flex-1 px-3 py-2 text-sm outline-none"
      />
      <button type="submit" aria-label={t('Search')} className="bg-primary-700 px-3 text-white hover:bg-primary-800">
        <Search aria-hidden className="size-4" />
      </button>
    </form>
  );
}
